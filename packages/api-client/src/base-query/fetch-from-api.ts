import { type BaseQueryApi, fetchBaseQuery } from '@reduxjs/toolkit/query';
import { getApiSettings } from '../settings';
import type { BaseQuery } from './request';

/** A store's own way to reach the API, in its thunk extra argument (setupStore's `fetchFn`). */
export interface FetchHolder {
  fetchFn?: (request: Request) => Promise<Response>;
}

/**
 * The store's own fetch when it has one: the server renderer's store for one learner reads the API
 * as that learner, and a module variable would be shared by every page rendered at the same time.
 */
const fetchFnOf = (api: BaseQueryApi) => (api.extra as FetchHolder | undefined)?.fetchFn;

/** fetchBaseQuery reading the base url per request, so configureApiClient may run after the store exists. */
export const fetchFromApi: BaseQuery = (args, api, extraOptions) => {
  const own = fetchFnOf(api);
  // fetchBaseQuery hands its fetch one built Request.
  const fetchFn = own && ((input: RequestInfo) => own(input instanceof Request ? input : new Request(input)));
  return fetchBaseQuery({ baseUrl: getApiSettings().baseUrl, ...(fetchFn ? { fetchFn } : {}) })(
    args,
    api,
    extraOptions,
  );
};
