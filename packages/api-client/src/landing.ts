import type { homepagesResponse, LandingPage } from '@aula/contracts/landing';
import { api } from './api';

export type HomepagesResponse = ReturnType<typeof homepagesResponse.parse>;

export const landingApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getLandingPage: builder.query<LandingPage, string>({
      query: (code) => `/api/landing_pages/${encodeURIComponent(code)}/`,
      providesTags: (_result, _error, code) => [{ type: 'Landing', id: code }],
    }),
    // The spec documents home pages for mx only.
    getHomepages: builder.query<HomepagesResponse, void>({
      query: () => '/api/mx/homepages/',
      providesTags: ['Homepage'],
    }),
  }),
});

export const { useGetLandingPageQuery, useGetHomepagesQuery } = landingApi;
