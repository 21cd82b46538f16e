// Who earned an achievement, and their webinar codes sent to them (issue 40, row 2). Every route
// names learners (personal data), so all are for ally admins; an editor reads "for admins".
import { z } from 'zod';
import {
  earnerParams,
  earnerRow,
  earnersParams,
  earnersQuery,
  earnersResponse,
  sendCodesResponse,
} from '../console-earners';
import { endpoint } from '../endpoint';

const admin = { domain: 'console', access: 'admin', documentedAs: false } as const;
const files = { ...admin, method: 'GET', params: earnersParams, query: earnersQuery } as const;

export const consoleEarnersEndpoints = {
  achievementEarners: endpoint({
    ...admin,
    method: 'GET',
    path: '/api/console/achievements/{id}/earners/',
    summary: 'The learners who earned an achievement, searched and paged by id, with their code and its message',
    params: earnersParams,
    query: earnersQuery,
    response: earnersResponse,
    errors: [400, 401, 403, 404],
  }),
  achievementEarnersCsv: endpoint({
    ...files,
    path: '/api/console/achievements/{id}/earners.csv',
    summary: "An achievement's earners with the same search as CSV (UTF-8 with BOM), streamed",
    response: z.any().describe('The earners as CSV'),
    produces: ['text/csv'],
    errors: [400, 401, 403, 404, 429],
  }),
  achievementEarnersXlsx: endpoint({
    ...files,
    path: '/api/console/achievements/{id}/earners.xlsx',
    summary: "An achievement's earners with the same search as an XLSX workbook, streamed",
    response: z.any().describe('The earners as XLSX'),
    produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    errors: [400, 401, 403, 404, 429],
  }),
  sendAchievementCodes: endpoint({
    ...admin,
    method: 'POST',
    path: '/api/console/achievements/{id}/codes/send/',
    summary:
      "Gives each earner without one a code of the prize's webinar and sends it in their channel (with consent); never twice",
    params: earnersParams,
    response: sendCodesResponse,
    errors: [400, 401, 403, 404, 409],
  }),
  retryAchievementCode: endpoint({
    ...admin,
    method: 'POST',
    path: '/api/console/achievements/{id}/earners/{learnerId}/retry/',
    summary: "Sends a learner's code again after its message failed",
    params: earnerParams,
    response: earnerRow,
    errors: [400, 401, 403, 404, 409],
  }),
};
