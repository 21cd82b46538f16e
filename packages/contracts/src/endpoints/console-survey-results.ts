// The ally console's business survey and profile results (issue 29).

import { z } from 'zod';
import { insightFilterSchema } from '../console-insight';
import { surveyResultsResponse } from '../console-survey-results';
import { endpoint } from '../endpoint';

export const consoleSurveyResultsEndpoints = {
  surveyResults: endpoint({
    domain: 'console',
    access: 'editor',
    documentedAs: false,
    method: 'GET',
    path: '/api/console/insight/survey/',
    summary:
      'Per survey question: the answers by country and business type, first vs last answer; the business profiles',
    query: insightFilterSchema,
    response: surveyResultsResponse,
    errors: [400, 401, 403],
  }),
  surveyResultsCsv: endpoint({
    domain: 'console',
    access: 'editor',
    documentedAs: false,
    method: 'GET',
    path: '/api/console/insight/survey.csv',
    summary:
      'The survey and profile results with the same filters as CSV (UTF-8 with BOM), one row per table, question and group',
    query: insightFilterSchema,
    response: z.any().describe('The survey results as CSV'),
    produces: ['text/csv'],
    errors: [400, 401, 403, 429],
  }),
  surveyResultsXlsx: endpoint({
    domain: 'console',
    access: 'editor',
    documentedAs: false,
    method: 'GET',
    path: '/api/console/insight/survey.xlsx',
    summary: 'The survey and profile results with the same filters as an XLSX workbook',
    query: insightFilterSchema,
    response: z.any().describe('The survey results as XLSX'),
    produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    errors: [400, 401, 403, 429],
  }),
};
