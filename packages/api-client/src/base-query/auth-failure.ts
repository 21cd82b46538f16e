import { BUSINESS_REPORT_PATH } from '@aula/contracts/constants';
import type { AllySite } from '@aula/contracts/site-paths';
import { allyPath, allyRoot, isUnderRoute, parseSitePath, siteRoutes } from '@aula/contracts/site-paths';
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

/** The page the learner is on, to come back to once signed in again: a page of this ally's site. */
function pageToReturnTo(site: AllySite, page: string): string | undefined {
  return page.startsWith(`${allyRoot(site)}/`) ? page : undefined;
}

/**
 * Whether the page needs a session (a learner's or the console's). A 401 elsewhere (the landing,
 * the blog, the sign-in page) only ends the session: it comes from a session the server ended while
 * this device kept its cookies (a sign-out cut short by leaving the page), and sent to sign in, the
 * visitor would lose the page they chose and what they had typed on it.
 */
function needsSession(page: string): boolean {
  const here = parseSitePath(page);
  return here !== undefined && (isUnderRoute(here.rest, 'seccion') || isUnderRoute(here.rest, 'console'));
}

function loginPath(site: AllySite | undefined, page: string): string {
  // This tab's ally first: the cookies hold the last ally of any tab.
  const country = site?.country ?? readCountry();
  const allyCode = site?.allyCode ?? readAllyCode();
  if (!country || !allyCode) return siteRoutes.countrySelect;
  const ally = { country, allyCode };
  return allyPath(ally, 'login', {}, { redirect: pageToReturnTo(ally, page) });
}

/**
 * 401 means the token is gone or expired: end the session (the store forgets its mark and name)
 * and send the learner to sign in, with the page they were on to come back to (from a page that
 * needs a session: a public one stays as it is). 403 is an answer about one thing to a known
 * learner (a prize not yet earned): the screen that asked shows it, and signing in again would
 * change nothing.
 */
export const withAuthFailureRedirect: BaseQueryStep = (next) => async (args, api, extraOptions) => {
  // The way out in force when the request left: an answer that arrives after the page changed its
  // router (the theme studio's preview, a test's next app) does not move the new one.
  const { navigate, currentAddress } = getApiSettings();
  const result = await next(args, api, extraOptions);
  const status = result.error?.status;
  if (status === 401 && !EXEMPT_URL_PARTS.some((part) => urlOf(args).includes(part))) {
    api.dispatch(signedOut());
    const page = currentAddress();
    if (needsSession(page)) navigate(loginPath(sessionSiteOf(api.getState()), page));
  }
  return result;
};
