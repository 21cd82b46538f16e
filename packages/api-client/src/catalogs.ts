import type {
  AllyCustomer,
  AllyType,
  Campus,
  CatalogItem,
  CitiesResponse,
  City,
  CountryWithDialCode,
  GeographicArea,
  Group,
  LevelMaturity,
  PostalCode,
  Review,
  Subject,
  Teacher,
} from '@aula/contracts/catalogs';
import type { Country } from '@aula/contracts/countries';
import { api } from './api';

/*
 * Reference catalogues are read-only for the front end: nothing invalidates them, so only the
 * countries (which the country select refreshes by tag) provide a tag.
 */
export const catalogsApi = api.injectEndpoints({
  endpoints: (builder) => {
    /** A catalogue without arguments, answered as a plain array. */
    const list = <Item>(path: string) => builder.query<Item[], void>({ query: () => path });
    return {
      getCountries: builder.query<Country[], void>({
        query: () => '/api/catalogs/countries/',
        providesTags: ['Country'],
      }),
      getAllCountries: list<CountryWithDialCode>('/api/catalogs/countries-all/'),
      getGeographicAreas: list<GeographicArea>('/api/catalogs/geographic_areas/'),
      getGeographicAreasByCountry: builder.query<GeographicArea[], number>({
        query: (countryId) => `/api/catalogs/geographic-area-by-country/${countryId}/`,
      }),
      // Spec section 7: the client reads `cities` of the answer.
      getCitiesByGeographicArea: builder.query<City[], number>({
        query: (areaId) => `/api/city-by-geographic-area/${areaId}/`,
        transformResponse: (response: CitiesResponse) => response.cities,
      }),
      getPostalCodes: builder.query<PostalCode[], string>({
        query: (postalCode) => ({ url: '/api/catalogs/postal_codes/', params: { postal_code: postalCode } }),
      }),
      getLevelsMaturity: list<LevelMaturity>('/api/level_maturity'),
      getReviews: list<Review>('/api/catalogs/reviews/'),
      getBusinessTypes: list<CatalogItem>('/admin/catalogs/business_types/'),
      getEmployeeNumbers: list<CatalogItem>('/admin/catalogs/employee_numbers/'),
      getBusinessImprovements: list<CatalogItem>('/admin/catalogs/business_improvements/'),
      getEducationLevels: list<CatalogItem>('/admin/catalogs/education_levels/'),
      getWeeklyIncomes: list<CatalogItem>('/api/catalogs/weekly_incomes/'),
      getTeachers: list<Teacher>('/api/teacher/'),
      getCampuses: list<Campus>('/api/campus/'),
      getGroups: list<Group>('/api/group/'),
      getSubjects: list<Subject>('/api/subject/'),
      getAllyTypes: list<AllyType>('/api/type_ally/'),
      getAllyCustomers: builder.query<AllyCustomer[], string>({
        query: (allyCode) => ({ url: '/api/catalogs/ally_customers/', params: { ally__code: allyCode } }),
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
