import type { consoleInsightRefreshEndpoints } from '@aula/contracts/endpoints/console-insight-refresh';
import { api } from './api';
import { type AnswerOf, type RequestBodyOf, requestOf, routesOf } from './request-of';

const routes = routesOf<typeof consoleInsightRefreshEndpoints>()({
  refreshInsight: { method: 'POST', path: '/api/console/insight/refresh/' },
  insightRefreshStatus: { method: 'GET', path: '/api/console/insight/refresh/' },
});

/** What every insight screen's figures provide: a refresh of the rollups makes them all stale. */
export const INSIGHT_FIGURES = 'InsightFigures';

/**
 * The console insight's "refresh now" (ally admins): the ask, answered at once, and the status a
 * screen asks until the refresh has ended. The refresh takes longer than a request may, so the
 * figures are marked stale (`insightFiguresChanged`) when the status says it ended, not by the ask.
 */
export const consoleInsightRefreshApi = api.injectEndpoints({
  endpoints: (builder) => ({
    refreshInsight: builder.mutation<
      AnswerOf<typeof routes.refreshInsight>,
      RequestBodyOf<typeof routes.refreshInsight>
    >({
      query: (body) => requestOf(routes.refreshInsight, { body }),
    }),
    getInsightRefreshStatus: builder.query<AnswerOf<typeof routes.insightRefreshStatus>, void>({
      query: () => requestOf(routes.insightRefreshStatus),
      keepUnusedDataFor: 0,
    }),
  }),
});

/** Every insight screen on show asks for its figures again (after a refresh has ended). */
export const insightFiguresChanged = () => api.util.invalidateTags([INSIGHT_FIGURES]);

export const { useRefreshInsightMutation, useGetInsightRefreshStatusQuery } = consoleInsightRefreshApi;
