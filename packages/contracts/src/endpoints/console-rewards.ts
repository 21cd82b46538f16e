// The ally console's rewards: achievements and prizes, webinars and their single-use codes.
import { z } from 'zod';
import { idParams } from '../common';
import {
  consoleAchievement,
  consoleAchievementInput,
  consoleAchievementsResponse,
  consoleAchievementUpdate,
  consoleWebinar,
  consoleWebinarInput,
  consoleWebinarsResponse,
  consoleWebinarUpdate,
  generateCodesRequest,
  generateCodesResponse,
  webinarCodesResponse,
} from '../console-rewards';
import { endpoint } from '../endpoint';

const consoleCall = { domain: 'console', access: 'editor', documentedAs: false } as const;
const read = { ...consoleCall, method: 'GET', errors: [400, 401, 403, 404] } as const;
const create = { ...consoleCall, method: 'POST', status: 201, errors: [400, 401, 403] } as const;
const save = { ...consoleCall, method: 'PUT', errors: [400, 401, 403, 404, 409] } as const;

export const consoleRewardEndpoints = {
  consoleAchievements: endpoint({
    ...read,
    path: '/api/console/achievements/',
    summary: "The acting ally's achievements and the modules one may name",
    response: consoleAchievementsResponse,
  }),
  createConsoleAchievement: endpoint({
    ...create,
    path: '/api/console/achievements/',
    summary: 'A new achievement: finishing a module of the ally earns its prize',
    body: consoleAchievementInput,
    response: consoleAchievement,
  }),
  updateConsoleAchievement: endpoint({
    ...save,
    path: '/api/console/achievements/{id}/',
    summary: 'Saves an achievement and its prize',
    params: idParams,
    body: consoleAchievementUpdate,
    response: consoleAchievement,
    conflict: consoleAchievement,
  }),
  consoleWebinars: endpoint({
    ...read,
    path: '/api/console/webinars/',
    summary: "The acting ally's webinars, soonest first, with their codes counted",
    response: consoleWebinarsResponse,
  }),
  createConsoleWebinar: endpoint({
    ...create,
    path: '/api/console/webinars/',
    summary: 'A new webinar (title, time, room link)',
    body: consoleWebinarInput,
    response: consoleWebinar,
  }),
  updateConsoleWebinar: endpoint({
    ...save,
    path: '/api/console/webinars/{id}/',
    summary: 'Saves a webinar',
    params: idParams,
    body: consoleWebinarUpdate,
    response: consoleWebinar,
    conflict: consoleWebinar,
  }),
  consoleWebinarCodes: endpoint({
    ...read,
    path: '/api/console/webinars/{id}/codes/',
    summary: "A webinar's codes, newest batch first, each given to an earner or not, used or not, and when",
    params: idParams,
    response: webinarCodesResponse,
  }),
  generateWebinarCodes: endpoint({
    ...create,
    path: '/api/console/webinars/{id}/codes/',
    summary: 'A batch of N new single-use codes, random from an alphabet without look-alikes',
    params: idParams,
    body: generateCodesRequest,
    response: generateCodesResponse,
    errors: [400, 401, 403, 404],
  }),
  exportWebinarCodes: endpoint({
    ...read,
    path: '/api/console/webinars/{id}/codes/export/',
    summary:
      "A webinar's codes as CSV (code, created, given, used, redeemed; times in the ally's country's wall clock), streamed",
    params: idParams,
    response: z.any().describe('The codes as CSV'),
    produces: ['text/csv'],
  }),
};
