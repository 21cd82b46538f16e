import { BUSINESS_REPORT_PATH } from '@aula/contracts/constants';
import type { AllySite } from '@aula/contracts/site-paths';
import { allyPath, allyRoot, siteRoutes } from '@aula/contracts/site-paths';
import { readAllyCode, readCountry } from '../cookies';
import { sessionSiteOf, signedOut } from '../session';
import { getApiSettings } from '../settings';
import { type BaseQueryStep, urlOf } from './request';

/**
 * The phone check answers 401 for numbers it does not know; that is an answer, not a lost
 * session. A sign-out refused because the token had already ended has reached its goal: the
 * learner is on their way out, not to the sign-in page. A report link refused is about that link:
 * the prize screen asks for a fresh one.
 */
const EXEMPT_URL_PARTS = ['verify-phone-number', '/api/logout/', BUSINESS_REPORT_PATH];

/**
 * The page the learner is on, to come back to once signed in again: a page of this ally's site,
 * never its sign-in page (a 401 there would send them round in a circle).
 */
function pageToReturnTo(site: AllySite, login: string): string | undefined {
  const location = globalThis.location;
  if (!location) return undefined;
  const page = `${location.pathname}${location.search}${location.hash}`;
  return page.startsWith(`${allyRoot(site)}/`) && !page.startsWith(login) ? page : undefined;
}

/** Whether the learner is on that page already: sent there again, they would lose what they typed. */
function alreadyOn(path: string): boolean {
  const location = globalThis.location;
  return location !== undefined && location.pathname === new URL(path, location.href).pathname;
}

function loginPath(site: AllySite | undefined): string {
  // This tab's ally first: the cookies hold the last ally of any tab.
  const country = site?.country ?? readCountry();
  const allyCode = site?.allyCode ?? readAllyCode();
  if (!country || !allyCode) return siteRoutes.countrySelect;
  const ally = { country, allyCode };
  return allyPath(ally, 'login', {}, { redirect: pageToReturnTo(ally, allyPath(ally, 'login')) });
}

/**
 * 401 means the token is gone or expired: end the session (the store forgets its mark and name)
 * and send the learner to sign in, with the page they were on to come back to (unless they are
 * there already). 403 is an answer about one thing to a known learner (a prize not yet earned):
 * the screen that asked shows it, and signing in again would change nothing.
 */
export const withAuthFailureRedirect: BaseQueryStep = (next) => async (args, api, extraOptions) => {
  // The way out in force when the request left: an answer that arrives after the page changed its
  // router (the theme studio's preview, a test's next app) does not move the new one.
  const { navigate } = getApiSettings();
  const result = await next(args, api, extraOptions);
  const status = result.error?.status;
  if (status === 401 && !EXEMPT_URL_PARTS.some((part) => urlOf(args).includes(part))) {
    api.dispatch(signedOut());
    const login = loginPath(sessionSiteOf(api.getState()));
    if (!alreadyOn(login)) navigate(login);
  }
  return result;
};
