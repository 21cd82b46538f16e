import type { Country } from '@aula/contracts/countries';
import { api } from './api';

export const catalogsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getCountries: builder.query<Country[], void>({
      query: () => '/api/catalogs/countries/',
      providesTags: ['Country'],
    }),
  }),
});

export const { useGetCountriesQuery } = catalogsApi;
