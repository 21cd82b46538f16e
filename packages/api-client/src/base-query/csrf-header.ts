import type { accountEndpoints } from '@aula/contracts/endpoints/account';
import { CSRF_HEADER } from '@aula/contracts/headers';
import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { readCsrfToken } from '../cookies';
import { type AnswerOf, routesOf } from '../request-of';
import { getApiSettings } from '../settings';
import { type BaseQueryStep, fullUrlOf, isApiUrl, methodOf, withHeader } from './request';

const SAFE_METHODS = new Set(['GET', 'HEAD']);
const { csrf } = routesOf<typeof accountEndpoints>()({ csrf: { method: 'GET', path: '/api/csrf/' } });

/**
 * The token the API last handed this page. An API on another origin keeps its `csrftoken` cookie
 * on its own host, where the page cannot read it; it says the token in the `x-csrftoken` header of
 * its answers (and at GET /api/csrf/) instead. Kept in memory only: nothing to steal at rest.
 */
let handedToken: string | undefined;

/** Forgets the token (tests; a refusal that says it went stale). */
export function forgetCsrfToken(): void {
  handedToken = undefined;
}

function apiOnThisOrigin(): boolean {
  const here = globalThis.location?.origin;
  return here !== undefined && new URL(getApiSettings().baseUrl, here).origin === here;
}

function remember(meta: FetchBaseQueryMeta | undefined): void {
  const token = meta?.response?.headers.get(CSRF_HEADER);
  if (token) handedToken = token;
}

async function askForToken(): Promise<string | undefined> {
  try {
    const response = await fetch(fullUrlOf(csrf.path), { credentials: 'include' });
    const body = (await response.json()) as Partial<AnswerOf<typeof csrf>>;
    handedToken = typeof body.csrf_token === 'string' ? body.csrf_token : undefined;
  } catch {
    handedToken = undefined; // offline: the write goes without it and the service worker queues it
  }
  return handedToken;
}

export async function currentToken(): Promise<string | undefined> {
  return handedToken ?? (apiOnThisOrigin() ? readCsrfToken() : undefined) ?? (await askForToken());
}

const staleToken = (error: FetchBaseQueryError | undefined) =>
  error?.status === 403 && (error.data as { error?: unknown } | undefined)?.error === 'csrf_failed';

/**
 * Unsafe requests to our API echo the anti-forgery token in a header: the readable cookie when
 * the API shares the page's origin, else the token the API handed over. A refusal for a stale
 * token (the API's cookie was replaced) is retried once with a fresh one.
 */
export const withCsrfHeader: BaseQueryStep = (next) => async (args, api, extraOptions) => {
  if (!isApiUrl(args)) return next(args, api, extraOptions);
  if (SAFE_METHODS.has(methodOf(args))) {
    const result = await next(args, api, extraOptions);
    remember(result.meta);
    return result;
  }
  const send = async (token: string | undefined) => {
    const result = await next(token ? withHeader(args, CSRF_HEADER, token) : args, api, extraOptions);
    remember(result.meta);
    return result;
  };
  const result = await send(await currentToken());
  if (!staleToken(result.error)) return result;
  handedToken = undefined;
  return send(await askForToken());
};
