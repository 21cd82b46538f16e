import { randomUUID, timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER } from '@aula/contracts/headers';
import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ONE_YEAR_S = 365 * 24 * 60 * 60;

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit anti-forgery, as Django does it: a readable `csrftoken` cookie, echoed by the
 * front end in `x-csrftoken` on unsafe requests. Only browser requests (a Cookie or Origin header)
 * are checked: a forged cross-site request always comes from a browser, while curl and
 * server-to-server callers authenticate with a bearer token that a browser never sends by itself.
 */
export default fp(
  async (app) => {
    await app.register(fastifyCookie);
    app.addHook('onRequest', async (request, reply) => {
      const cookie = request.cookies[CSRF_COOKIE];
      // A public answer is the same for every caller, so it carries no Set-Cookie and shared
      // caches (a CDN) may keep it; the token comes with the pages, which a browser loads first.
      if (!cookie && !request.routeOptions.config.publicCache) {
        // Set even on the refusal below, so the client can read it and retry.
        // randomUUID draws from a cached pool of entropy: 122 random bits without a syscall per visitor.
        reply.setCookie(CSRF_COOKIE, randomUUID().replaceAll('-', ''), {
          path: '/',
          sameSite: 'lax',
          httpOnly: false,
          secure: 'auto',
          maxAge: ONE_YEAR_S,
        });
      }
      if (!UNSAFE.has(request.method)) return;
      const fromBrowser = request.headers.cookie !== undefined || request.headers.origin !== undefined;
      if (!fromBrowser) return;
      const header = request.headers[CSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
        throw new HttpError(403, 'csrf_failed', 'CSRF check failed: send the csrftoken cookie value in x-csrftoken');
      }
    });
  },
  { name: 'csrf' },
);
