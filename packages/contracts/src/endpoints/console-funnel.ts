// The ally console's funnel and drop-off per module (issue 29).

import { z } from 'zod';
import { funnelResponse } from '../console-funnel';
import { insightFilterSchema } from '../console-insight';
import { endpoint } from '../endpoint';

const aggregate = { domain: 'console', access: 'editor', documentedAs: false, method: 'GET' } as const;

export const consoleFunnelEndpoints = {
  funnel: endpoint({
    ...aggregate,
    path: '/api/console/insight/funnel/',
    summary:
      'Per module: learners who started it in the period, reached each lesson, finished; where the others stopped',
    query: insightFilterSchema,
    response: funnelResponse,
    errors: [400, 401, 403],
  }),
  funnelCsv: endpoint({
    ...aggregate,
    path: '/api/console/insight/funnel.csv',
    summary: 'The funnel, one row per module and lesson, with the same filters as CSV (UTF-8 with BOM)',
    query: insightFilterSchema,
    response: z.any().describe('The funnel as CSV'),
    produces: ['text/csv'],
    errors: [400, 401, 403, 429],
  }),
  funnelXlsx: endpoint({
    ...aggregate,
    path: '/api/console/insight/funnel.xlsx',
    summary: 'The funnel, one row per module and lesson, with the same filters as an XLSX workbook',
    query: insightFilterSchema,
    response: z.any().describe('The funnel as XLSX'),
    produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    errors: [400, 401, 403, 429],
  }),
};
