import { ALLY_HEADER } from '@aula/contracts/headers';
import { readToken } from '../cookies';
import { currentAlly } from '../current-ally';
import { type BaseQueryStep, isApiUrl, withHeader } from './request';

/**
 * A stored token travels as a bearer credential, but only to our API: an absolute url to another
 * origin (the reports service) must never receive the user's session. The ally of the page goes
 * with it, so the API can refuse a token used under another ally's site.
 */
export const withAuthHeader: BaseQueryStep = (next) => (args, api, extraOptions) => {
  const token = readToken();
  if (!token || !isApiUrl(args)) return next(args, api, extraOptions);
  const ally = currentAlly();
  const withToken = withHeader(args, 'authorization', `Bearer ${token}`);
  return next(ally ? withHeader(withToken, ALLY_HEADER, ally) : withToken, api, extraOptions);
};
