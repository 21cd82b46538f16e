import type { consoleDomainEndpoints } from '@aula/contracts/endpoints/console-domain';
import { api } from './api';
import { type AnswerOf, type RequestBodyOf, requestOf, routesOf } from './request-of';

const routes = routesOf<typeof consoleDomainEndpoints>()({
  consoleDomain: { method: 'GET', path: '/api/console/domain/' },
  updateConsoleDomain: { method: 'PUT', path: '/api/console/domain/' },
});

/** The ally's own domain in its console: read by its team, set or removed by its admins. */
export const consoleDomainApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getConsoleDomain: builder.query<AnswerOf<typeof routes.consoleDomain>, void>({
      query: () => requestOf(routes.consoleDomain),
      providesTags: ['ConsoleDomain'],
    }),
    updateConsoleDomain: builder.mutation<
      AnswerOf<typeof routes.updateConsoleDomain>,
      RequestBodyOf<typeof routes.updateConsoleDomain>
    >({
      query: (body) => requestOf(routes.updateConsoleDomain, { body }),
      invalidatesTags: ['ConsoleDomain'],
    }),
  }),
});

export const { useGetConsoleDomainQuery, useUpdateConsoleDomainMutation } = consoleDomainApi;
