import type { pageEndpoints } from '@aula/contracts/endpoints/pages';
import { api } from './api';
import { type AnswerOf, requestOf, routesOf } from './request-of';

// The country home pages (pageEndpoints.homepages) have no screen: the API serves them, the client does not ask.
const pageRoutes = routesOf<typeof pageEndpoints>()({
  landingPage: { method: 'GET', path: '/api/landing_pages/{code}/' },
});

export const landingApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getLandingPage: builder.query<AnswerOf<typeof pageRoutes.landingPage>, string>({
      query: (code) => requestOf(pageRoutes.landingPage, { path: { code } }),
      providesTags: (_result, _error, code) => [{ type: 'Landing', id: code }],
    }),
  }),
});

export const { useGetLandingPageQuery } = landingApi;
