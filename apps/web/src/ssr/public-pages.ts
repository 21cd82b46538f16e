import { ALLY_ROOT_PATTERN, allyRoutePattern } from '@aula/contracts/site-paths';
import { matchPath } from 'react-router';

/**
 * Learner screens that show anyone else a preview instead of the sign-in (a shared lesson link):
 * drawn as public pages for a visitor. Their route's code is the learner's screen, which a visitor
 * need not fetch ahead.
 */
export const VISITOR_PREVIEW_PATTERNS = [allyRoutePattern('lesson')];

/**
 * The pages a visitor reads before signing in, sent from the server with their content: the
 * country choice, an ally's landing, its blog, the sign-in, registration, recovery and reminder
 * opt-out forms (native fields, usable before the app runs) and a certificate's page (its verdict
 * and its paste form); one whose address holds a token (a reset or opt-out link) is drawn for each
 * visit, never cached (apps/api plugins/web.ts), as a certificate's must be (a revocation shows at once).
 * A learner's screens are rendered for the learner whose session came with the request
 * (learner-pages.ts), or as their preview for anyone else (VISITOR_PREVIEW_PATTERNS); any other
 * page in the browser.
 */
export const PUBLIC_PAGE_PATTERNS = [
  ...VISITOR_PREVIEW_PATTERNS,
  '/',
  ALLY_ROOT_PATTERN,
  allyRoutePattern('blog'),
  allyRoutePattern('blogPage'),
  allyRoutePattern('blogPost'),
  allyRoutePattern('login'),
  allyRoutePattern('register'),
  allyRoutePattern('verifyPhone'),
  allyRoutePattern('signOut'),
  allyRoutePattern('forgotPassword'),
  allyRoutePattern('resetPassword'),
  allyRoutePattern('resetPin'),
  allyRoutePattern('remindersOptOut'),
  allyRoutePattern('certificate'),
  allyRoutePattern('terms'),
  allyRoutePattern('privacy'),
];

/** A blog post: its body is sanitised, on the server too (server-window.ts). */
export function isBlogPost(pathname: string): boolean {
  return matchPath({ path: allyRoutePattern('blogPost'), end: true }, pathname) !== null;
}

export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGE_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/** A learner screen's address drawn for someone not signed in: its preview for visitors. */
export function isVisitorPreview(pathname: string): boolean {
  return VISITOR_PREVIEW_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
