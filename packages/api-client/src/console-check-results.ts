import type { InsightFilterInput } from '@aula/contracts/console-insight';
import type { consoleCheckResultsEndpoints } from '@aula/contracts/endpoints/console-check-results';
import { api } from './api';
import { INSIGHT_FIGURES } from './console-insight-refresh';
import { type AnswerOf, requestOf, routesOf } from './request-of';

const routes = routesOf<typeof consoleCheckResultsEndpoints>()({
  checkResults: { method: 'GET', path: '/api/console/insight/checks/' },
});

/** The console's knowledge-check results, for the ally the client acts for. */
export const consoleCheckResultsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getCheckResults: builder.query<AnswerOf<typeof routes.checkResults>, InsightFilterInput>({
      query: (filter) => requestOf(routes.checkResults, { query: filter }),
      // Read live by the API, but asked again with the other insight figures after a refresh.
      providesTags: [INSIGHT_FIGURES],
    }),
  }),
});

export const { useGetCheckResultsQuery } = consoleCheckResultsApi;
