import type { brandEndpoints } from '@aula/contracts/endpoints/brands';
import { api } from './api';
import { historyTag } from './console-history';
import { type AnswerOf, type RequestBodyOf, requestOf, routesOf } from './request-of';

const routes = routesOf<typeof brandEndpoints>()({
  consoleBrand: { method: 'GET', path: '/api/console/brand/' },
  updateConsoleBrand: { method: 'PUT', path: '/api/console/brand/' },
  publishConsoleBrand: { method: 'POST', path: '/api/console/brand/publish/' },
});

type ConsoleBrandAnswer = AnswerOf<typeof routes.consoleBrand>;

/** The console's "Marca", for the ally the client acts for. */
export const consoleBrandApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getConsoleBrand: builder.query<ConsoleBrandAnswer, void>({
      query: () => requestOf(routes.consoleBrand),
      providesTags: ['ConsoleBrand'],
    }),
    updateConsoleBrand: builder.mutation<ConsoleBrandAnswer, RequestBodyOf<typeof routes.updateConsoleBrand>>({
      query: (body) => requestOf(routes.updateConsoleBrand, { body }),
      invalidatesTags: (result) => (result ? ['ConsoleBrand', historyTag('brand', result.id)] : []),
    }),
    // What learners see changes: this tab's own pages draw the published brand too. A failed call
    // (offline, refused) invalidates nothing: the loaded brand, and the team's edits, stay on screen.
    publishConsoleBrand: builder.mutation<ConsoleBrandAnswer, RequestBodyOf<typeof routes.publishConsoleBrand>>({
      query: (body) => requestOf(routes.publishConsoleBrand, { body }),
      invalidatesTags: (result) => (result ? ['ConsoleBrand', 'Brand', historyTag('brand', result.id)] : []),
    }),
  }),
});

export const { useGetConsoleBrandQuery, useUpdateConsoleBrandMutation, usePublishConsoleBrandMutation } =
  consoleBrandApi;
