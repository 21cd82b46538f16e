import { BUSINESS_REPORT_PATH } from '@aula/contracts/constants';
import type { AllySite } from '@aula/contracts/site-paths';
import { allyPath, siteRoutes } from '@aula/contracts/site-paths';
import { readAllyCode, readCountry } from '../cookies';
import { sessionSiteOf, signedOut } from '../session';
import { getApiSettings } from '../settings';
import { type BaseQueryStep, urlOf } from './request';

/**
 * The phone check answers 401/403 for numbers it does not know; that is an answer, not a lost
 * session. A sign-out refused because the token had already ended has reached its goal: the
 * learner is on their way out, not to the sign-in page. A report link refused (403: expired or
 * not theirs) is about that link: the prize screen asks for a fresh one.
 */
const EXEMPT_URL_PARTS = ['verify-phone-number', '/api/logout/', BUSINESS_REPORT_PATH];

function loginPath(site: AllySite | undefined): string {
  // This tab's ally first: the cookies hold the last ally of any tab.
  const country = site?.country ?? readCountry();
  const allyCode = site?.allyCode ?? readAllyCode();
  if (!country || !allyCode) return siteRoutes.countrySelect;
  return allyPath({ country, allyCode }, 'login');
}

/**
 * 401 means the token is gone or expired: end the session (the store forgets its mark and name). 403 keeps the session
 * (the user is known but not allowed) and still sends them to sign in, as the spec asks.
 */
export const withAuthFailureRedirect: BaseQueryStep = (next) => async (args, api, extraOptions) => {
  // The way out in force when the request left: an answer that arrives after the page changed its
  // router (the theme studio's preview, a test's next app) does not move the new one.
  const { navigate } = getApiSettings();
  const result = await next(args, api, extraOptions);
  const status = result.error?.status;
  if ((status === 401 || status === 403) && !EXEMPT_URL_PARTS.some((part) => urlOf(args).includes(part))) {
    if (status === 401) api.dispatch(signedOut());
    navigate(loginPath(sessionSiteOf(api.getState())));
  }
  return result;
};
