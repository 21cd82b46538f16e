import { randomUUID, timingSafeEqual } from 'node:crypto';
import { accountEndpoints } from '@aula/contracts/endpoints/account';
import { CSRF_COOKIE, CSRF_HEADER } from '@aula/contracts/headers';
import fastifyCookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isPageFormPost } from '../lib/api-path';
import { route } from '../lib/declared-route';
import { HttpError } from '../lib/http-error';
import { cookieSecurity } from '../lib/session-cookie';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ONE_YEAR_S = 365 * 24 * 60 * 60;

declare module 'fastify' {
  interface FastifyRequest {
    /** This browser's anti-forgery token: its cookie, or the one this answer hands out. */
    csrfToken: string;
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const refused = (why: string) => new HttpError(403, 'csrf_failed', `CSRF check failed: ${why}`);

/**
 * Where an unsafe request came from, as the browser says it: our own origin or an allowed front end
 * (FRONTEND_ORIGINS) may write; a page of any other origin may not, whatever cookies ride along.
 */
function checkSource(request: FastifyRequest, allowed: Set<string>): void {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const own = `${request.protocol}://${request.host}`;
    if (origin !== own && !allowed.has(origin)) throw refused(`origin ${origin} is not allowed`);
    return;
  }
  // Browsers that send no Origin still say whether the request crossed sites.
  if (request.headers['sec-fetch-site'] === 'cross-site') throw refused('cross-site request');
}

/**
 * A form posted to a page comes from a page drawn for anyone (shared, cached), which cannot carry
 * one visitor's token: the browser's word on where it came from must be there and be ours. The
 * site's pages are sent with `Referrer-Policy: no-referrer`, under which a browser posts a form
 * with `Origin: null`; then only `Sec-Fetch-Site: same-origin` lets it through. A post that says
 * neither is refused.
 */
function checkFormSource(request: FastifyRequest, allowed: Set<string>): void {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== 'null') checkSource(request, allowed);
  else if (request.headers['sec-fetch-site'] !== 'same-origin') throw refused('a form post must come from this site');
}

const csrfRoute: FastifyPluginAsyncZod = async (app) => {
  route(app, accountEndpoints.csrf, async (request) => ({ csrf_token: request.csrfToken }));
};

/**
 * Anti-forgery for the cookie session, on one origin and across origins:
 * - Double submit, as Django does it: a `csrftoken` cookie echoed in `x-csrftoken` on unsafe
 *   requests. A page on the API's origin reads the cookie; a front end on another origin cannot,
 *   so every personal answer also carries the token in the `x-csrftoken` header (exposed by CORS)
 *   and `GET /api/csrf/` returns it; the client keeps it in memory.
 * - The source: an unsafe request's `Origin` (or `Sec-Fetch-Site`) must be this origin or one of
 *   FRONTEND_ORIGINS.
 * - A form posted to a page (apps/web's forms work before the app runs): its source only, and
 *   strictly (`checkFormSource`); the page's action then writes with this browser's token.
 * Only browser requests (a Cookie or Origin header) are checked: curl and server-to-server callers
 * authenticate with a bearer token that a browser never sends by itself.
 */
export default fp(
  async (app) => {
    await app.register(fastifyCookie);
    const allowed = new Set(app.config.frontendOrigins);
    const sameSite = app.config.sessionCookieSameSite;
    app.decorateRequest('csrfToken', '');
    app.addHook('onRequest', async (request, reply) => {
      const cookie = request.cookies[CSRF_COOKIE];
      request.csrfToken = cookie ?? randomUUID().replaceAll('-', '');
      // A public answer is the same for every caller, so it carries no Set-Cookie nor token and
      // shared caches (a CDN) may keep it; the token comes with the pages, which a browser loads first.
      if (!request.routeOptions.config.publicCache) {
        reply.header(CSRF_HEADER, request.csrfToken);
        if (!cookie) {
          // Set even on the refusal below, so the client can read it and retry.
          // randomUUID draws from a cached pool of entropy: 122 random bits without a syscall per visitor.
          reply.setCookie(CSRF_COOKIE, request.csrfToken, {
            path: '/',
            httpOnly: false,
            ...cookieSecurity(request, sameSite),
            maxAge: ONE_YEAR_S,
          });
        }
      }
      if (!UNSAFE.has(request.method)) return;
      // The page's own answer (its route's action) calls the API in process with this token.
      if (isPageFormPost(request.method, request.url, request.headers['content-type'])) {
        return checkFormSource(request, allowed);
      }
      const fromBrowser = request.headers.cookie !== undefined || request.headers.origin !== undefined;
      if (!fromBrowser) return;
      checkSource(request, allowed);
      const header = request.headers[CSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
        throw refused('send the csrftoken cookie value (or GET /api/csrf/) in x-csrftoken');
      }
    });
    await app.register(csrfRoute);
  },
  { name: 'csrf' },
);
