import type { FetchArgs, fetchBaseQuery } from '@reduxjs/toolkit/query';
import { getApiSettings } from '../settings';

/** The signature fetchBaseQuery has; every step takes and returns the same. */
export type BaseQuery = ReturnType<typeof fetchBaseQuery>;

/** One rule of the interceptor, wrapping the next base query. */
export type BaseQueryStep = (next: BaseQuery) => BaseQuery;

const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

export function isAbsoluteUrl(url: string): boolean {
  return ABSOLUTE_URL.test(url);
}

export function methodOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
}

/** The url with its query string, as fetchBaseQuery will send it (before the base url). */
export function urlOf(args: string | FetchArgs): string {
  if (typeof args === 'string') return args;
  const params = Object.entries(args.params ?? {}).filter(([, value]) => value !== undefined);
  if (params.length === 0) return args.url;
  const query = new URLSearchParams(params.map(([key, value]) => [key, String(value)]));
  return `${args.url}${args.url.includes('?') ? '&' : '?'}${query}`;
}

/** The url resolved against the configured base url. */
export function fullUrlOf(args: string | FetchArgs): string {
  const url = urlOf(args);
  if (isAbsoluteUrl(url)) return url;
  return `${getApiSettings().baseUrl.replace(/\/$/, '')}/${url.replace(/^\//, '')}`;
}

/** Relative urls and urls on the API's own origin; not a third-party service such as the reports one. */
export function isApiUrl(args: string | FetchArgs): boolean {
  const url = urlOf(args);
  if (!isAbsoluteUrl(url)) return true;
  const { baseUrl } = getApiSettings();
  return baseUrl !== '' && new URL(url, baseUrl).origin === new URL(baseUrl).origin;
}

export function withHeader(args: string | FetchArgs, name: string, value: string): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  headers.set(name, value);
  return { ...request, headers };
}
