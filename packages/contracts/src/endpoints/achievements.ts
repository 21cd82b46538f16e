// Achievements, their prizes and the webinars a prize opens.
import {
  achievement,
  achievementsResponse,
  attendanceRequest,
  prizeAccess,
  redeemCodeRequest,
  redeemCodeResponse,
  shippingAddress,
  userDataResponse,
  webinarAttendance,
} from '../achievements';
import { catalogList } from '../catalogs';
import { idParams } from '../common';
import { endpoint } from '../endpoint';

const byId = { domain: 'achievements', access: 'learner', params: idParams, errors: [400, 401, 403, 404] } as const;

export const achievementEndpoints = {
  achievements: endpoint({
    domain: 'achievements',
    access: 'learner',
    method: 'GET',
    path: '/api/achievements/',
    summary: "The learner's achievements and their progress",
    response: achievementsResponse,
    errors: [401],
  }),
  achievement: endpoint({
    ...byId,
    method: 'GET',
    path: '/api/achievements/{id}/',
    summary: 'One achievement',
    response: achievement,
  }),
  prizeAccess: endpoint({
    ...byId,
    method: 'GET',
    path: '/api/achievements/{id}/prize_access/',
    summary: "How to open an earned prize (the report's signed link, the webinar)",
    response: prizeAccess,
  }),
  moduleBusinessTypes: endpoint({
    ...byId,
    method: 'GET',
    path: '/api/lesson_modules/{id}/ally_business_types/',
    summary: 'The business types of a module',
    response: catalogList,
  }),
  userData: endpoint({
    ...byId,
    method: 'POST',
    path: '/api/achievements/{id}/user_data/',
    summary: 'The shipping address of a physical prize',
    body: shippingAddress,
    response: userDataResponse,
  }),
  redeemCode: endpoint({
    ...byId,
    method: 'POST',
    path: '/api/webinars/{id}/redeem_code/',
    summary: 'Redeems a webinar code; needs the achievement whose prize is the webinar',
    body: redeemCodeRequest,
    response: redeemCodeResponse,
    errors: [400, 401, 403, 404, 409, 429],
  }),
  attendance: endpoint({
    ...byId,
    method: 'GET',
    path: '/api/webinars/{id}/attendance/',
    summary: "The learner's time in a webinar",
    response: webinarAttendance,
  }),
  reportAttendance: endpoint({
    ...byId,
    method: 'POST',
    path: '/api/webinars/{id}/attendance/',
    summary: "The webinar room's join, heartbeat and leave",
    body: attendanceRequest,
    response: webinarAttendance,
  }),
};
