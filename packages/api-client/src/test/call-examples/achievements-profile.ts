import { JOSE_SHIPPING_ADDRESS } from '@aula/mocks/fixtures/addresses';
import { financesModule, scaleAchievement, sellerAchievement, sellerWebinarCode, sellerWebinarId } from '../demo';
import { type CallExamples, REPORTS_BASE_URL } from './types';

const seller = sellerAchievement.achievement.id;
const scale = scaleAchievement.achievement.id;

const address = JOSE_SHIPPING_ADDRESS;
// What prize_access hands the learner: a path with a link signed for them (no key, no learner id).
const reportPath = '/reports/business/?token=2.7.tabcde.c2lnbmVk';
const survey = { answers: [{ question: 'sales_records', value: 4 }] };

export const achievementAndProfileExamples: CallExamples = {
  'GET /api/achievements/': { endpoint: 'getAchievements', url: '/api/achievements/' },
  'GET /api/achievements/{id}/': { endpoint: 'getAchievement', args: seller, url: `/api/achievements/${seller}/` },
  'GET /api/achievements/{id}/prize_access/': {
    endpoint: 'getPrizeAccess',
    args: seller,
    url: `/api/achievements/${seller}/prize_access/`,
  },
  'GET /api/lesson_modules/{id}/ally_business_types/': {
    endpoint: 'getAllyBusinessTypes',
    args: financesModule.id,
    url: `/api/lesson_modules/${financesModule.id}/ally_business_types/`,
  },
  // The inventory scale (a physical prize that needs an address) belongs to the crecer learner.
  'POST /api/achievements/{id}/user_data/': {
    endpoint: 'submitAchievementUserData',
    args: { achievementId: scale, address },
    url: `/api/achievements/${scale}/user_data/`,
    body: address,
    signedInAs: 2,
  },
  'POST /api/webinars/{id}/redeem_code/': {
    endpoint: 'redeemWebinarCode',
    args: { webinarId: sellerWebinarId, achievementId: seller, code: sellerWebinarCode },
    url: `/api/webinars/${sellerWebinarId}/redeem_code/`,
    body: { code: sellerWebinarCode },
  },
  'GET /api/webinars/{id}/attendance/': {
    endpoint: 'getWebinarAttendance',
    args: sellerWebinarId,
    url: `/api/webinars/${sellerWebinarId}/attendance/`,
  },
  'POST /api/webinars/{id}/attendance/': {
    endpoint: 'reportWebinarAttendance',
    args: { webinarId: sellerWebinarId, event: 'join' },
    url: `/api/webinars/${sellerWebinarId}/attendance/`,
    body: { event: 'join' },
  },
  // Signed in, to prove the token stays with the API and never reaches the reports service.
  'GET /reports/business/': {
    endpoint: 'getBusinessReport',
    args: reportPath,
    url: `${REPORTS_BASE_URL}${reportPath}`,
    signedInAs: 1,
  },
  'GET /api/personal_data/': { endpoint: 'getPersonalData', url: '/api/personal_data/' },
  'PATCH /api/personal_data/': {
    endpoint: 'updatePersonalData',
    args: { first_name: 'María José' },
    url: '/api/personal_data/',
    body: { first_name: 'María José' },
  },
  'GET /api/business_data/': { endpoint: 'getBusinessData', url: '/api/business_data/' },
  'PATCH /api/business_data/': {
    endpoint: 'updateBusinessData',
    args: { business_name: 'Fonda Doña María y Más' },
    url: '/api/business_data/',
    body: { business_name: 'Fonda Doña María y Más' },
  },
  'POST /api/business-survey/': {
    endpoint: 'submitBusinessSurvey',
    args: survey,
    url: '/api/business-survey/',
    body: survey,
  },
};
