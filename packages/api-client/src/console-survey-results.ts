import type { InsightFilterInput } from '@aula/contracts/console-insight';
import type { consoleSurveyResultsEndpoints } from '@aula/contracts/endpoints/console-survey-results';
import { api } from './api';
import { INSIGHT_FIGURES } from './console-insight-refresh';
import { type AnswerOf, requestOf, routesOf } from './request-of';

const routes = routesOf<typeof consoleSurveyResultsEndpoints>()({
  surveyResults: { method: 'GET', path: '/api/console/insight/survey/' },
});

/** The console's business survey and profile results, for the ally the client acts for. */
export const consoleSurveyResultsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getSurveyResults: builder.query<AnswerOf<typeof routes.surveyResults>, InsightFilterInput>({
      query: (filter) => requestOf(routes.surveyResults, { query: filter }),
      providesTags: [INSIGHT_FIGURES],
    }),
  }),
});

export const { useGetSurveyResultsQuery } = consoleSurveyResultsApi;
