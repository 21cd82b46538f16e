import type { catalogEndpoints } from '@aula/contracts/endpoints/catalogs';
import { api } from './api';
import { type AnswerOf, type Route, requestOf, routesOf } from './request-of';

const catalogRoutes = routesOf<typeof catalogEndpoints>()({
  countries: { method: 'GET', path: '/api/catalogs/countries/' },
  countriesAll: { method: 'GET', path: '/api/catalogs/countries-all/' },
  citiesByArea: { method: 'GET', path: '/api/city-by-geographic-area/{id}/' },
  levelMaturity: { method: 'GET', path: '/api/level_maturity' },
  reviews: { method: 'GET', path: '/api/catalogs/reviews/' },
  businessTypes: { method: 'GET', path: '/admin/catalogs/business_types/' },
  employeeNumbers: { method: 'GET', path: '/admin/catalogs/employee_numbers/' },
  businessImprovements: { method: 'GET', path: '/admin/catalogs/business_improvements/' },
  educationLevels: { method: 'GET', path: '/admin/catalogs/education_levels/' },
  weeklyIncomes: { method: 'GET', path: '/api/catalogs/weekly_incomes/' },
  geographicAreas: { method: 'GET', path: '/api/catalogs/geographic_areas/' },
  geographicAreasByCountry: { method: 'GET', path: '/api/catalogs/geographic-area-by-country/{id}/' },
  postalCodes: { method: 'GET', path: '/api/catalogs/postal_codes/' },
  teachers: { method: 'GET', path: '/api/teacher/' },
  campuses: { method: 'GET', path: '/api/campus/' },
  groups: { method: 'GET', path: '/api/group/' },
  subjects: { method: 'GET', path: '/api/subject/' },
  allyTypes: { method: 'GET', path: '/api/type_ally/' },
  allyCustomers: { method: 'GET', path: '/api/catalogs/ally_customers/' },
});

type CatalogRoutes = typeof catalogRoutes;

/*
 * Reference catalogues are read-only for the front end: nothing invalidates them, so only the
 * countries (which the country select refreshes by tag) provide a tag.
 */
export const catalogsApi = api.injectEndpoints({
  endpoints: (builder) => {
    /** A catalogue without arguments, answered as a plain array. */
    const list = <Name extends keyof CatalogRoutes>(name: Name) =>
      builder.query<AnswerOf<CatalogRoutes[Name]>, void>({ query: () => requestOf(catalogRoutes[name] as Route) });
    return {
      getCountries: builder.query<AnswerOf<CatalogRoutes['countries']>, void>({
        query: () => requestOf(catalogRoutes.countries),
        providesTags: ['Country'],
      }),
      getAllCountries: list('countriesAll'),
      getGeographicAreas: list('geographicAreas'),
      getGeographicAreasByCountry: builder.query<AnswerOf<CatalogRoutes['geographicAreasByCountry']>, number>({
        query: (countryId) => requestOf(catalogRoutes.geographicAreasByCountry, { path: { id: countryId } }),
      }),
      // Spec section 7: the client reads `cities` of the answer.
      getCitiesByGeographicArea: builder.query<AnswerOf<CatalogRoutes['citiesByArea']>['cities'], number>({
        query: (areaId) => requestOf(catalogRoutes.citiesByArea, { path: { id: areaId } }),
        transformResponse: (response: AnswerOf<CatalogRoutes['citiesByArea']>) => response.cities,
      }),
      getPostalCodes: builder.query<AnswerOf<CatalogRoutes['postalCodes']>, string>({
        query: (postalCode) => requestOf(catalogRoutes.postalCodes, { query: { postal_code: postalCode } }),
      }),
      getLevelsMaturity: list('levelMaturity'),
      getReviews: list('reviews'),
      getBusinessTypes: list('businessTypes'),
      getEmployeeNumbers: list('employeeNumbers'),
      getBusinessImprovements: list('businessImprovements'),
      getEducationLevels: list('educationLevels'),
      getWeeklyIncomes: list('weeklyIncomes'),
      getTeachers: list('teachers'),
      getCampuses: list('campuses'),
      getGroups: list('groups'),
      getSubjects: list('subjects'),
      getAllyTypes: list('allyTypes'),
      getAllyCustomers: builder.query<AnswerOf<CatalogRoutes['allyCustomers']>, string>({
        query: (allyCode) => requestOf(catalogRoutes.allyCustomers, { query: { ally__code: allyCode } }),
      }),
    };
  },
});

export const {
  useGetCountriesQuery,
  useGetAllCountriesQuery,
  useGetGeographicAreasQuery,
  useGetGeographicAreasByCountryQuery,
  useGetCitiesByGeographicAreaQuery,
  useGetPostalCodesQuery,
  useGetLevelsMaturityQuery,
  useGetReviewsQuery,
  useGetBusinessTypesQuery,
  useGetEmployeeNumbersQuery,
  useGetBusinessImprovementsQuery,
  useGetEducationLevelsQuery,
  useGetWeeklyIncomesQuery,
  useGetTeachersQuery,
  useGetCampusesQuery,
  useGetGroupsQuery,
  useGetSubjectsQuery,
  useGetAllyTypesQuery,
  useGetAllyCustomersQuery,
} = catalogsApi;
