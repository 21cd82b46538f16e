import { catalogEndpoints } from '@aula/contracts/endpoints/catalogs';
import { type MockState, mockState } from '../state';
import { type DeclaredAnswer, handle } from './declared';
import { notFound } from './responses';

type CatalogDeclarations = typeof catalogEndpoints;

/** A catalogue answered as the plain array the contract describes, read fresh from the state. */
const catalog = <Name extends keyof CatalogDeclarations>(
  name: Name,
  select: (state: MockState) => DeclaredAnswer<CatalogDeclarations[Name]>,
) => handle(catalogEndpoints[name], () => select(mockState()));

export const catalogHandlers = [
  catalog('countries', (state) => state.countries),
  catalog('countriesAll', (state) => state.countriesAll),
  catalog('geographicAreas', (state) => state.geographicAreas),
  catalog('levelMaturity', (state) => state.levelsMaturity),
  catalog('reviews', (state) => state.reviews),
  catalog('businessTypes', (state) => state.businessTypes),
  catalog('employeeNumbers', (state) => state.employeeNumbers),
  catalog('businessImprovements', (state) => state.businessImprovements),
  catalog('educationLevels', (state) => state.educationLevels),
  catalog('weeklyIncomes', (state) => state.weeklyIncomes),
  catalog('teachers', (state) => state.teachers),
  catalog('campuses', (state) => state.campuses),
  catalog('groups', (state) => state.groups),
  catalog('subjects', (state) => state.subjects),
  catalog('allyTypes', (state) => state.allyTypes),

  handle(catalogEndpoints.geographicAreasByCountry, ({ params }) => {
    const { countriesAll, geographicAreas } = mockState();
    const country = countriesAll.find((candidate) => candidate.id === params.id);
    if (!country) return notFound('Country not found');
    return geographicAreas.filter((area) => area.country === country.code);
  }),

  handle(catalogEndpoints.citiesByArea, ({ params }) => {
    const { geographicAreas, cities } = mockState();
    if (!geographicAreas.some((area) => area.id === params.id)) return notFound('Geographic area not found');
    return { cities: cities.filter((city) => city.geographic_area_id === params.id) };
  }),

  handle(catalogEndpoints.postalCodes, ({ query }) =>
    mockState().postalCodes.filter((code) => code.postal_code === query.postal_code),
  ),

  handle(catalogEndpoints.allyCustomers, ({ query }) =>
    mockState().allyCustomers.filter((customer) => customer.ally_code === query.ally__code),
  ),
];
