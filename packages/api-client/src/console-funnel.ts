import type { InsightFilterInput } from '@aula/contracts/console-insight';
import type { consoleFunnelEndpoints } from '@aula/contracts/endpoints/console-funnel';
import { api } from './api';
import { INSIGHT_FIGURES } from './console-insight-refresh';
import { type AnswerOf, requestOf, routesOf } from './request-of';

const routes = routesOf<typeof consoleFunnelEndpoints>()({
  funnel: { method: 'GET', path: '/api/console/insight/funnel/' },
});

/** The console's funnel and drop-off per module, for the ally the client acts for. */
export const consoleFunnelApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getFunnel: builder.query<AnswerOf<typeof routes.funnel>, InsightFilterInput>({
      query: (filter) => requestOf(routes.funnel, { query: filter }),
      providesTags: [INSIGHT_FIGURES],
    }),
  }),
});

export const { useGetFunnelQuery } = consoleFunnelApi;
