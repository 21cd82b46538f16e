// A return link (issue 30): a reminder's short-lived, single-use link that brings a learner back to
// a lesson on their ally's site signed in on that device, or to sign-in with that lesson remembered.
import { z } from 'zod';
import { loginResponse } from './auth';
import { allyCode } from './common';
import { type AllySite, allyRoot } from './site-paths';

/** The search parameter of the `volver` screen that carries the link's token. */
export const RETURN_LINK_PARAM = 't';

/** A token is 32 random bytes in base64url: 43 characters of `A-Z a-z 0-9 - _`. */
export const RETURN_LINK_TOKEN_LENGTH = 43;

/** The longest target path a link keeps (the column's size). */
export const MAX_RETURN_PATH = 512;

/** Refusals of a link: none of them names the learner it was for. */
export const LINK_USED = 'link_used';
export const LINK_EXPIRED = 'link_expired';
export const LINK_NOT_FOUND = 'link_not_found';

const returnLinkToken = z
  .string()
  // One reason each: the first check that fails stops the others.
  .min(1, { message: 'is required', abort: true })
  .max(RETURN_LINK_TOKEN_LENGTH, { message: 'is too long', abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'is not a return link token', abort: true })
  .length(RETURN_LINK_TOKEN_LENGTH, 'is too short');

/**
 * POST /api/{country}/return-links/consume/ : the token from the link (`?t=`), in a body so it stays
 * out of request logs, and the ally whose site opened it (another ally's link opens nothing there).
 */
export const consumeReturnLinkRequest = z.object({ token: returnLinkToken, ally_code: allyCode }).strict();
export type ConsumeReturnLinkRequest = z.infer<typeof consumeReturnLinkRequest>;

/** Signed in as by a sign-in (the same body, the session cookie set), and where the link leads. */
export const consumeReturnLinkResponse = loginResponse.extend({ target: z.string() });
export type ConsumeReturnLinkResponse = z.infer<typeof consumeReturnLinkResponse>;

// Browsers drop tabs and newlines, read `\` as `/`; routers may decode `%2F`/`%5C`.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const TRICKS = /[\u0000-\u001f\u007f\\]|%2f|%5c/i;
const BASE = 'https://aula.invalid';

/**
 * The path as a link may keep it, or why not: relative, on the ally's own site (`/{country}/{ally}`
 * or below), already in its plain form (no dot segments, repeated slashes or tricks a browser would
 * resolve elsewhere), without a fragment and at most `MAX_RETURN_PATH` characters.
 */
export function returnTargetProblem(site: AllySite, path: string): string | undefined {
  if (path.length > MAX_RETURN_PATH) return 'is too long';
  const root = allyRoot(site);
  if (!path.startsWith('/') || path.startsWith('//') || TRICKS.test(path)) return 'must be a path on the site';
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return 'must be a path on the site';
  }
  if (url.origin !== BASE || `${url.pathname}${url.search}` !== path || path.includes('//')) {
    return 'must be a plain path, without dot segments, repeated slashes or a fragment';
  }
  const within = url.pathname === root || url.pathname.startsWith(`${root}/`);
  return within ? undefined : `must be on the ally's own site (${root}/…)`;
}
