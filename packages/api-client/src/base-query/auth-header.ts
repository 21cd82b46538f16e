import { ALLY_HEADER } from '@aula/contracts/headers';
import { sessionSiteOf } from '../session';
import { type BaseQueryStep, isApiUrl, withHeader } from './request';

/**
 * The session is an HttpOnly cookie the API set (no script reads it): requests to our API carry
 * cookies even when it lives on another origin, and name the page's ally, whose cookie the API
 * reads (and which keeps a learner's session off another ally's site): the ally of this store, so
 * of this tab. An absolute url to another service (the reports one) gets neither.
 */
export const withAuthHeader: BaseQueryStep = (next) => (args, api, extraOptions) => {
  if (!isApiUrl(args)) return next(args, api, extraOptions);
  const request = typeof args === 'string' ? { url: args } : args;
  const withCookies = { ...request, credentials: 'include' as const };
  const ally = sessionSiteOf(api.getState())?.allyCode;
  return next(ally ? withHeader(withCookies, ALLY_HEADER, ally) : withCookies, api, extraOptions);
};
