import { CSRF_HEADER } from '@aula/contracts/headers';
import { readCsrfToken } from '../cookies';
import { type BaseQueryStep, isAbsoluteUrl, methodOf, urlOf, withHeader } from './request';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** Unsafe requests to our own (relative) paths echo the anti-forgery cookie in a header. */
export const withCsrfHeader: BaseQueryStep = (next) => (args, api, extraOptions) => {
  const token = readCsrfToken();
  const needsHeader = token !== undefined && !SAFE_METHODS.has(methodOf(args)) && !isAbsoluteUrl(urlOf(args));
  return next(needsHeader ? withHeader(args, CSRF_HEADER, token) : args, api, extraOptions);
};
