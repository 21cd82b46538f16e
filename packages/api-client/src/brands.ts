import type { brandEndpoints } from '@aula/contracts/endpoints/brands';
import { api } from './api';
import { type AnswerOf, requestOf, routesOf } from './request-of';

const routes = routesOf<typeof brandEndpoints>()({
  siteBrand: { method: 'GET', path: '/api/brands/{code}/' },
});

/** An ally's brand as its pages show it (name, tagline, colours), published from the console. */
export const brandsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getSiteBrand: builder.query<AnswerOf<typeof routes.siteBrand>, string>({
      query: (code) => requestOf(routes.siteBrand, { path: { code } }),
      providesTags: (_result, _error, code) => [{ type: 'Brand', id: code }],
    }),
  }),
});

export const { useGetSiteBrandQuery } = brandsApi;
