// The ally console's learners (issue 29). Every route shows personal data (names, phones, emails),
// so all are for ally admins; editors read the aggregates (overview, funnel, survey) instead.

import { z } from 'zod';
import {
  learnerDetail,
  learnerListQuery,
  learnerListResponse,
  learnerParams,
  personalDataViews,
} from '../console-learners';
import { endpoint } from '../endpoint';

const personal = { domain: 'console', access: 'admin', documentedAs: false, method: 'GET' } as const;

export const consoleLearnersEndpoints = {
  learners: endpoint({
    ...personal,
    path: '/api/console/insight/learners/',
    summary: "The acting ally's learners, searched and filtered, paged by id",
    query: learnerListQuery,
    response: learnerListResponse,
    errors: [400, 401, 403],
  }),
  learner: endpoint({
    ...personal,
    path: '/api/console/insight/learners/{learnerId}/',
    summary: "A learner's page: modules, achievements, survey answers (the opening is recorded)",
    params: learnerParams,
    response: learnerDetail,
    errors: [400, 401, 403, 404],
  }),
  learnerViews: endpoint({
    ...personal,
    path: '/api/console/insight/learners/{learnerId}/views/',
    summary: "Who opened a learner's personal data and when",
    params: learnerParams,
    response: personalDataViews,
    errors: [400, 401, 403, 404],
  }),
  learnersCsv: endpoint({
    ...personal,
    path: '/api/console/insight/learners.csv',
    summary: 'The learner list with the same filters as CSV (UTF-8 with BOM), streamed',
    query: learnerListQuery,
    response: z.any().describe('The learners as CSV'),
    produces: ['text/csv'],
    errors: [400, 401, 403, 429],
  }),
  learnersXlsx: endpoint({
    ...personal,
    path: '/api/console/insight/learners.xlsx',
    summary: 'The learner list with the same filters as an XLSX workbook, streamed',
    query: learnerListQuery,
    response: z.any().describe('The learners as XLSX'),
    produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    errors: [400, 401, 403, 429],
  }),
};
