import type { InsightFilterInput } from '@aula/contracts/console-insight';
import type { consoleOverviewEndpoints } from '@aula/contracts/endpoints/console-overview';
import { api } from './api';
import { INSIGHT_FIGURES } from './console-insight-refresh';
import { type AnswerOf, requestOf, routesOf } from './request-of';

const routes = routesOf<typeof consoleOverviewEndpoints>()({
  insightFilterChoices: { method: 'GET', path: '/api/console/insight/filters/' },
  overview: { method: 'GET', path: '/api/console/insight/overview/' },
});

/** The console's overview and the insight filter bar's choices, for the ally the client acts for. */
export const consoleOverviewApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getInsightFilterChoices: builder.query<AnswerOf<typeof routes.insightFilterChoices>, void>({
      query: () => requestOf(routes.insightFilterChoices),
    }),
    getOverview: builder.query<AnswerOf<typeof routes.overview>, InsightFilterInput>({
      query: (filter) => requestOf(routes.overview, { query: filter }),
      providesTags: [INSIGHT_FIGURES],
    }),
  }),
});

export const { useGetInsightFilterChoicesQuery, useGetOverviewQuery } = consoleOverviewApi;
