// The ally console's overview (issue 29): the filter bar's choices and the period's figures.
import { z } from 'zod';
import { insightFilterSchema } from '../console-insight';
import { insightFilterChoices, overviewResponse } from '../console-overview';
import { endpoint } from '../endpoint';

const aggregate = { domain: 'console', access: 'editor', documentedAs: false, method: 'GET' } as const;

export const consoleOverviewEndpoints = {
  insightFilterChoices: endpoint({
    ...aggregate,
    path: '/api/console/insight/filters/',
    summary: 'The countries and business types the insight filters offer for the acting ally',
    response: insightFilterChoices,
    errors: [401, 403],
  }),
  overview: endpoint({
    ...aggregate,
    path: '/api/console/insight/overview/',
    summary: 'Registrations, activity, completions, rewards and rating in a period, with the change vs the one before',
    query: insightFilterSchema,
    response: overviewResponse,
    errors: [400, 401, 403],
  }),
  overviewCsv: endpoint({
    ...aggregate,
    path: '/api/console/insight/overview.csv',
    summary: 'The overview figures with the same filters as CSV (UTF-8 with BOM)',
    query: insightFilterSchema,
    response: z.any().describe('The overview as CSV'),
    produces: ['text/csv'],
    errors: [400, 401, 403, 429],
  }),
  overviewXlsx: endpoint({
    ...aggregate,
    path: '/api/console/insight/overview.xlsx',
    summary: 'The overview figures with the same filters as an XLSX workbook',
    query: insightFilterSchema,
    response: z.any().describe('The overview as XLSX'),
    produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    errors: [400, 401, 403, 429],
  }),
};
