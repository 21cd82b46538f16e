import type { FastifyReply, FastifyRequest } from 'fastify';

/** Per ally, like the sessions: a sign-in on one ally's site opens nothing on another's. */
export const SESSION_COOKIE_PREFIX = 'token.';
export const sessionCookieName = (allyCode: string) => `${SESSION_COOKIE_PREFIX}${allyCode}`;

/**
 * `SameSite` of the session and anti-forgery cookies. `lax` (the default) serves the site and an
 * API on the same site (another port or subdomain); an API on another *site* needs `none`, which
 * browsers only accept with `Secure`, so it is forced on there.
 */
export type CookieSameSite = 'lax' | 'strict' | 'none';

export function cookieSecurity(request: FastifyRequest, sameSite: CookieSameSite) {
  return { sameSite, secure: sameSite === 'none' || secureCookie(request) } as const;
}

/**
 * `Secure` on every cookie the API sets in production, whatever the request's protocol: behind a
 * TLS proxy the API may see plain http (TRUST_PROXY unset), and a cookie sent in clear can be taken
 * on the way. Browsers keep Secure cookies of http://localhost, so a local production run still
 * signs in (the start says so: secureCookiesNotice). Outside production: on https only.
 */
export function secureCookie(request: FastifyRequest): boolean {
  return request.server.config.nodeEnv === 'production' || request.protocol === 'https';
}

/** The start's line when sign-in depends on https the API cannot see (production, no proxy trusted). */
export function secureCookiesNotice(config: {
  nodeEnv: string;
  trustProxy: false | number | string[];
}): string | undefined {
  if (config.nodeEnv !== 'production' || config.trustProxy !== false) return undefined;
  return (
    'NODE_ENV=production: the session, device and anti-forgery cookies are Secure, so sign-in needs https. ' +
    'This server answers plain http: serve it through a TLS proxy (and set TRUST_PROXY to it), or open it as ' +
    'http://localhost, which browsers treat as secure.'
  );
}

/**
 * The session travels only in an HttpOnly cookie the API writes, so a script on the page (an XSS)
 * cannot read it. It lives as long as the token (TOKEN_TTL_HOURS); the server still ends it
 * earlier on idleness, sign-out or revocation.
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; user: { ally_code: string } },
  { tokenTtlHours, sameSite }: { tokenTtlHours: number; sameSite: CookieSameSite },
): void {
  reply.setCookie(sessionCookieName(session.user.ally_code), session.token, {
    path: '/',
    httpOnly: true,
    ...cookieSecurity(request, sameSite),
    maxAge: tokenTtlHours * 60 * 60,
  });
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  allyCode: string,
  sameSite: CookieSameSite,
): void {
  reply.clearCookie(sessionCookieName(allyCode), { path: '/', httpOnly: true, ...cookieSecurity(request, sameSite) });
}
