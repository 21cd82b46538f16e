import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { getApiSettings } from '../settings';
import type { BaseQuery } from './request';

/** fetchBaseQuery reading the base url per request, so configureApiClient may run after the store exists. */
export const fetchFromApi: BaseQuery = (args, api, extraOptions) =>
  fetchBaseQuery({ baseUrl: getApiSettings().baseUrl })(args, api, extraOptions);
