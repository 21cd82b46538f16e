import { jalisco, mexicanPost } from '../demo';
import type { CallExamples } from './types';

/** Catalogue calls without arguments: the endpoint name and its path are the whole example. */
const plain = (endpoint: string, url: string) => ({ endpoint, url });

export const catalogExamples: CallExamples = {
  'GET /api/{country}/posts/': {
    endpoint: 'getPosts',
    args: { country: 'mx', allyCode: 'impulsa', page: 2 },
    url: '/api/mx/posts/?ally_code=impulsa&page=2',
  },
  'GET /api/{country}/posts/slug/{slug}/': {
    endpoint: 'getPost',
    args: { country: 'mx', allyCode: 'impulsa', slug: mexicanPost?.slug },
    url: `/api/mx/posts/slug/${mexicanPost?.slug}/?ally_code=impulsa`,
  },
  'GET /api/catalogs/countries/': plain('getCountries', '/api/catalogs/countries/'),
  'GET /api/catalogs/countries-all/': plain('getAllCountries', '/api/catalogs/countries-all/'),
  'GET /api/city-by-geographic-area/{id}/': {
    endpoint: 'getCitiesByGeographicArea',
    args: jalisco.id,
    url: `/api/city-by-geographic-area/${jalisco.id}/`,
  },
  'GET /api/level_maturity': plain('getLevelsMaturity', '/api/level_maturity'),
  'GET /api/catalogs/reviews/': plain('getReviews', '/api/catalogs/reviews/'),
  'GET /admin/catalogs/business_types/': plain('getBusinessTypes', '/admin/catalogs/business_types/'),
  'GET /admin/catalogs/employee_numbers/': plain('getEmployeeNumbers', '/admin/catalogs/employee_numbers/'),
  'GET /admin/catalogs/business_improvements/': plain(
    'getBusinessImprovements',
    '/admin/catalogs/business_improvements/',
  ),
  'GET /admin/catalogs/education_levels/': plain('getEducationLevels', '/admin/catalogs/education_levels/'),
  'GET /api/catalogs/weekly_incomes/': plain('getWeeklyIncomes', '/api/catalogs/weekly_incomes/'),
  'GET /api/catalogs/geographic_areas/': plain('getGeographicAreas', '/api/catalogs/geographic_areas/'),
  'GET /api/catalogs/geographic-area-by-country/{id}/': {
    endpoint: 'getGeographicAreasByCountry',
    args: 2,
    url: '/api/catalogs/geographic-area-by-country/2/',
  },
  'GET /api/catalogs/postal_codes/': {
    endpoint: 'getPostalCodes',
    args: '04100',
    url: '/api/catalogs/postal_codes/?postal_code=04100',
  },
  'GET /api/teacher/': plain('getTeachers', '/api/teacher/'),
  'GET /api/campus/': plain('getCampuses', '/api/campus/'),
  'GET /api/group/': plain('getGroups', '/api/group/'),
  'GET /api/subject/': plain('getSubjects', '/api/subject/'),
  'GET /api/type_ally/': plain('getAllyTypes', '/api/type_ally/'),
  'GET /api/landing_pages/{code}/': { endpoint: 'getLandingPage', args: 'crecer', url: '/api/landing_pages/crecer/' },
  'GET /api/mx/homepages/': { endpoint: 'getHomepages', args: 'mx', url: '/api/mx/homepages/' },
  'GET /api/catalogs/ally_customers/': {
    endpoint: 'getAllyCustomers',
    args: 'impulsa',
    url: '/api/catalogs/ally_customers/?ally__code=impulsa',
  },
};
