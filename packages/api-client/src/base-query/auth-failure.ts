import { clearToken, clearUserAccess, readAllyCode, readCountry } from '../cookies';
import { signedOut } from '../session';
import { getApiSettings } from '../settings';
import { type BaseQueryStep, urlOf } from './request';

/** The phone check answers 401/403 for numbers it does not know; that is an answer, not a lost session. */
const EXEMPT_URL_PART = 'verify-phone-number';

function loginPath(): string {
  const country = readCountry();
  const allyCode = readAllyCode();
  if (!country || !allyCode) return '/';
  return `/${encodeURIComponent(country)}/${encodeURIComponent(allyCode)}/login`;
}

/**
 * 401 means the token is gone or expired: forget it and end the session. 403 keeps the session
 * (the user is known but not allowed) and still sends them to sign in, as the spec asks.
 */
export const withAuthFailureRedirect: BaseQueryStep = (next) => async (args, api, extraOptions) => {
  const result = await next(args, api, extraOptions);
  const status = result.error?.status;
  if ((status === 401 || status === 403) && !urlOf(args).includes(EXEMPT_URL_PART)) {
    if (status === 401) {
      clearToken();
      clearUserAccess();
      api.dispatch(signedOut());
    }
    getApiSettings().navigate(loginPath());
  }
  return result;
};
