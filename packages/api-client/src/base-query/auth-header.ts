import { readToken } from '../cookies';
import { type BaseQueryStep, isApiUrl, withHeader } from './request';

/**
 * A stored token travels as a bearer credential, but only to our API: an absolute url to another
 * origin (the reports service) must never receive the user's session.
 */
export const withAuthHeader: BaseQueryStep = (next) => (args, api, extraOptions) => {
  const token = readToken();
  return next(token && isApiUrl(args) ? withHeader(args, 'authorization', `Bearer ${token}`) : args, api, extraOptions);
};
