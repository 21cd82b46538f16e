import type { pageEndpoints } from '@aula/contracts/endpoints/pages';
import { api } from './api';
import { type AnswerOf, requestOf, routesOf } from './request-of';

const pageRoutes = routesOf<typeof pageEndpoints>()({
  landingPage: { method: 'GET', path: '/api/landing_pages/{code}/' },
  homepages: { method: 'GET', path: '/api/{country}/homepages/' },
});

export const landingApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getLandingPage: builder.query<AnswerOf<typeof pageRoutes.landingPage>, string>({
      query: (code) => requestOf(pageRoutes.landingPage, { path: { code } }),
      providesTags: (_result, _error, code) => [{ type: 'Landing', id: code }],
    }),
    /** A country's home page (title, subtitle, highlights), shown while the visitor picks an ally. */
    getHomepages: builder.query<AnswerOf<typeof pageRoutes.homepages>, string>({
      query: (country) => requestOf(pageRoutes.homepages, { path: { country } }),
      providesTags: (_result, _error, country) => [{ type: 'Landing', id: `homepages-${country}` }],
    }),
  }),
});

export const { useGetLandingPageQuery, useGetHomepagesQuery } = landingApi;
