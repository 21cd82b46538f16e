import { type CallExamples, REPORTS_BASE_URL } from './types';

const address = {
  recipient_name: 'Carlos Méndez',
  phone_number: '+525550000002',
  street: 'Calle Hidalgo',
  exterior_number: '15',
  neighborhood: 'Centro',
  city: 'Guadalajara',
  state: 'Jalisco',
  postal_code: '44100',
  country: 'mx',
};
const report = {
  lat: 19.35,
  lng: -99.16,
  user_id: 1,
  business_name: 'Pasteles Ana',
  business_type: 'Restaurante',
  key: 'reports-key-0123456789',
};
const survey = { answers: [{ question: 'sales_records', value: 4 }] };

export const achievementAndProfileExamples: CallExamples = {
  'GET /api/achievements/': { endpoint: 'getAchievements', url: '/api/achievements/' },
  'GET /api/achievements/{id}/': { endpoint: 'getAchievement', args: 1, url: '/api/achievements/1/' },
  'GET /api/achievements/{id}/prize_access/': {
    endpoint: 'getPrizeAccess',
    args: 1,
    url: '/api/achievements/1/prize_access/',
  },
  'GET /api/lesson_modules/{id}/ally_business_types/': {
    endpoint: 'getAllyBusinessTypes',
    args: 12,
    url: '/api/lesson_modules/12/ally_business_types/',
  },
  // Achievement 3 (a physical prize that needs an address) belongs to the crecer learner.
  'POST /api/achievements/{id}/user_data/': {
    endpoint: 'submitAchievementUserData',
    args: { achievementId: 3, address },
    url: '/api/achievements/3/user_data/',
    body: address,
    signedInAs: 2,
  },
  'POST /api/webinars/{id}/redeem_code/': {
    endpoint: 'redeemWebinarCode',
    args: { webinarId: 31, achievementId: 1, code: 'AULA-WEBINAR-01' },
    url: '/api/webinars/31/redeem_code/',
    body: { code: 'AULA-WEBINAR-01' },
  },
  // Signed in, to prove the token stays with the API and never reaches the reports service.
  'GET /reports/business/': {
    endpoint: 'getBusinessReport',
    args: report,
    url: `${REPORTS_BASE_URL}/reports/business/?${new URLSearchParams(Object.entries(report).map(([key, value]) => [key, String(value)]))}`,
    signedInAs: 1,
  },
  'GET /api/personal_data/': { endpoint: 'getPersonalData', url: '/api/personal_data/' },
  'PATCH /api/personal_data/': {
    endpoint: 'updatePersonalData',
    args: { first_name: 'Ana María' },
    url: '/api/personal_data/',
    body: { first_name: 'Ana María' },
  },
  'GET /api/business_data/': { endpoint: 'getBusinessData', url: '/api/business_data/' },
  'PATCH /api/business_data/': {
    endpoint: 'updateBusinessData',
    args: { business_name: 'Pasteles Ana y Más' },
    url: '/api/business_data/',
    body: { business_name: 'Pasteles Ana y Más' },
  },
  'POST /api/business-survey/': {
    endpoint: 'submitBusinessSurvey',
    args: survey,
    url: '/api/business-survey/',
    body: survey,
  },
};
