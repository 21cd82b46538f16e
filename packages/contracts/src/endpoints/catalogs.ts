// Public reference lists and address helpers: the same for every visitor, so cached and shared.
import {
  allyCustomersQuery,
  allyCustomersResponse,
  allyTypesResponse,
  campusesResponse,
  catalogList,
  citiesResponse,
  countriesAllResponse,
  geographicAreasResponse,
  groupsResponse,
  levelMaturityResponse,
  postalCodeQuery,
  postalCodesResponse,
  reviewsResponse,
  subjectsResponse,
  teachersResponse,
} from '../catalogs';
import { idParams } from '../common';
import { countriesResponse } from '../countries';
import { endpoint } from '../endpoint';

const list = { domain: 'catalogs', access: 'public', method: 'GET', publicCache: ['catalogs'] } as const;

export const catalogEndpoints = {
  countries: endpoint({
    ...list,
    path: '/api/catalogs/countries/',
    summary: 'The countries the site serves',
    response: countriesResponse,
  }),
  countriesAll: endpoint({
    ...list,
    path: '/api/catalogs/countries-all/',
    summary: 'Every country, with its dialling code',
    response: countriesAllResponse,
  }),
  citiesByArea: endpoint({
    ...list,
    path: '/api/city-by-geographic-area/{id}/',
    summary: 'The cities of a geographic area',
    params: idParams,
    response: citiesResponse,
    errors: [400, 404],
  }),
  levelMaturity: endpoint({
    ...list,
    path: '/api/level_maturity',
    summary: 'The maturity levels of a business',
    response: levelMaturityResponse,
  }),
  reviews: endpoint({ ...list, path: '/api/catalogs/reviews/', summary: 'Learner reviews', response: reviewsResponse }),
  // The profile forms read these four from the admin prefix (spec section 7), anonymously during
  // registration, so reading is public; any future write there must require staff.
  businessTypes: endpoint({ ...list, path: '/admin/catalogs/business_types/', response: catalogList }),
  employeeNumbers: endpoint({ ...list, path: '/admin/catalogs/employee_numbers/', response: catalogList }),
  businessImprovements: endpoint({ ...list, path: '/admin/catalogs/business_improvements/', response: catalogList }),
  educationLevels: endpoint({ ...list, path: '/admin/catalogs/education_levels/', response: catalogList }),
  weeklyIncomes: endpoint({ ...list, path: '/api/catalogs/weekly_incomes/', response: catalogList }),
  geographicAreas: endpoint({
    ...list,
    path: '/api/catalogs/geographic_areas/',
    summary: 'Every geographic area',
    response: geographicAreasResponse,
  }),
  geographicAreasByCountry: endpoint({
    ...list,
    path: '/api/catalogs/geographic-area-by-country/{id}/',
    summary: 'The geographic areas of a country',
    params: idParams,
    response: geographicAreasResponse,
    errors: [400, 404],
  }),
  postalCodes: endpoint({
    ...list,
    path: '/api/catalogs/postal_codes/',
    summary: 'The settlements of a postal code; an unknown code gives an empty list',
    query: postalCodeQuery,
    response: postalCodesResponse,
    errors: [400],
  }),
  teachers: endpoint({ ...list, path: '/api/teacher/', response: teachersResponse }),
  campuses: endpoint({ ...list, path: '/api/campus/', response: campusesResponse }),
  groups: endpoint({ ...list, path: '/api/group/', response: groupsResponse }),
  subjects: endpoint({ ...list, path: '/api/subject/', response: subjectsResponse }),
  allyTypes: endpoint({ ...list, path: '/api/type_ally/', response: allyTypesResponse }),
  allyCustomers: endpoint({
    ...list,
    path: '/api/catalogs/ally_customers/',
    summary: "An ally's customers; an unknown ally has none",
    query: allyCustomersQuery,
    response: allyCustomersResponse,
    errors: [400],
  }),
};
