// The ally console's business survey and profile results (issue 29).

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
};
