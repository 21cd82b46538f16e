import { allyCustomersQuery, postalCodeQuery } from '@aula/contracts/catalogs';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { type MockState, mockState } from '../state';
import { badRequest, idOf, notFound, searchParamsOf } from './responses';

/** A catalogue answered as the plain array the contract describes, read fresh from the state. */
const catalog = (path: string, select: (state: MockState) => JsonBodyType) =>
  http.get(path, () => HttpResponse.json(select(mockState())));

export const catalogHandlers = [
  catalog('*/api/catalogs/countries/', (state) => state.countries),
  catalog('*/api/catalogs/countries-all/', (state) => state.countriesAll),
  catalog('*/api/catalogs/geographic_areas/', (state) => state.geographicAreas),
  catalog('*/api/level_maturity', (state) => state.levelsMaturity),
  catalog('*/api/catalogs/reviews/', (state) => state.reviews),
  catalog('*/admin/catalogs/business_types/', (state) => state.businessTypes),
  catalog('*/admin/catalogs/employee_numbers/', (state) => state.employeeNumbers),
  catalog('*/admin/catalogs/business_improvements/', (state) => state.businessImprovements),
  catalog('*/admin/catalogs/education_levels/', (state) => state.educationLevels),
  catalog('*/api/catalogs/weekly_incomes/', (state) => state.weeklyIncomes),
  catalog('*/api/teacher/', (state) => state.teachers),
  catalog('*/api/campus/', (state) => state.campuses),
  catalog('*/api/group/', (state) => state.groups),
  catalog('*/api/subject/', (state) => state.subjects),
  catalog('*/api/type_ally/', (state) => state.allyTypes),

  http.get<{ id: string }>('*/api/catalogs/geographic-area-by-country/:id/', ({ params }) => {
    const { countriesAll, geographicAreas } = mockState();
    const country = countriesAll.find((candidate) => candidate.id === idOf(params.id));
    if (!country) return notFound('Country not found');
    return HttpResponse.json(geographicAreas.filter((area) => area.country === country.code));
  }),

  http.get<{ id: string }>('*/api/city-by-geographic-area/:id/', ({ params }) => {
    const { geographicAreas, cities } = mockState();
    const areaId = idOf(params.id);
    if (!geographicAreas.some((area) => area.id === areaId)) return notFound('Geographic area not found');
    return HttpResponse.json({ cities: cities.filter((city) => city.geographic_area_id === areaId) });
  }),

  http.get('*/api/catalogs/postal_codes/', ({ request }) => {
    const query = postalCodeQuery.safeParse(searchParamsOf(request));
    if (!query.success) return badRequest(query.error.issues);
    return HttpResponse.json(mockState().postalCodes.filter((code) => code.postal_code === query.data.postal_code));
  }),

  http.get('*/api/catalogs/ally_customers/', ({ request }) => {
    const query = allyCustomersQuery.safeParse(searchParamsOf(request));
    if (!query.success) return badRequest(query.error.issues);
    return HttpResponse.json(
      mockState().allyCustomers.filter((customer) => customer.ally_code === query.data.ally__code),
    );
  }),
];
