import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';
import { hasSession } from '../cookies';
import { sessionSiteOf } from '../session';
import { isPublicCachedPath } from './public-paths';
import { type BaseQueryStep, fullUrlOf, methodOf, urlOf } from './request';

/** Response bodies of anonymous public GETs, keyed by full url. */
export type PublicCache = Map<string, unknown>;

export function createPublicCache(): PublicCache {
  return new Map();
}

/** Where setupStore puts each store's own cache: the thunk extra argument. */
export interface PublicCacheHolder {
  publicCache: PublicCache;
}

/** The path of a url as the API routes it: no origin, no query. */
const pathnameOf = (url: string) => new URL(url, 'http://relative.invalid').pathname;

function isPublicRequest(args: string | FetchArgs, api: BaseQueryApi): boolean {
  const url = urlOf(args);
  const signedIn = hasSession(sessionSiteOf(api.getState())?.allyCode);
  return methodOf(args) === 'GET' && !signedIn && isPublicCachedPath(pathnameOf(url));
}

function publicCacheOf(api: BaseQueryApi): PublicCache | undefined {
  return (api.extra as Partial<PublicCacheHolder> | undefined)?.publicCache;
}

/**
 * Public catalogue data does not change within a visit, so an anonymous visitor fetches each url
 * once. A store without a cache (not built by setupStore) simply does not cache, rather than
 * sharing one across stores and tests.
 */
export const withPublicCache: BaseQueryStep = (next) => async (args, api, extraOptions) => {
  const cache = publicCacheOf(api);
  if (!cache || !isPublicRequest(args, api)) return next(args, api, extraOptions);

  const url = fullUrlOf(args);
  const cached = cache.get(url);
  if (cached !== undefined) {
    return { data: cached, meta: { request: new Request(url), response: new Response(null, { status: 200 }) } };
  }
  const result = await next(args, api, extraOptions);
  if (result.error === undefined && result.data !== undefined) cache.set(url, result.data);
  return result;
};
