// The ally console's knowledge-check results (issue 41).

import { z } from 'zod';
import { checkResultsResponse } from '../console-check-results';
import { insightFilterSchema } from '../console-insight';
import { endpoint } from '../endpoint';

export const consoleCheckResultsEndpoints = {
  checkResults: endpoint({
    domain: 'console',
    access: 'editor',
    documentedAs: false,
    method: 'GET',
    path: '/api/console/insight/checks/',
    summary:
      'Per knowledge check: learners who tried and passed, tries; per question the share right and the wrong option chosen most; the hardest questions',
    query: insightFilterSchema,
    response: checkResultsResponse,
    errors: [400, 401, 403],
  }),
  checkResultsCsv: endpoint({
    domain: 'console',
    access: 'editor',
    documentedAs: false,
    method: 'GET',
    path: '/api/console/insight/checks.csv',
    summary: 'The check results with the same filters as CSV (UTF-8 with BOM), one row per check and per question',
    query: insightFilterSchema,
    response: z.any().describe('The check results as CSV'),
    produces: ['text/csv'],
    errors: [400, 401, 403, 429],
  }),
  checkResultsXlsx: endpoint({
    domain: 'console',
    access: 'editor',
    documentedAs: false,
    method: 'GET',
    path: '/api/console/insight/checks.xlsx',
    summary: 'The check results with the same filters as an XLSX workbook',
    query: insightFilterSchema,
    response: z.any().describe('The check results as XLSX'),
    produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    errors: [400, 401, 403, 429],
  }),
};
