import { WRONG_ALLY } from '@aula/contracts/console';
import { ALLY_HEADER } from '@aula/contracts/headers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, unauthorized } from '../lib/http-error';
import { sha256Hex } from '../lib/secrets';
import { SessionCache } from '../lib/session-cache';
import { clearSessionCookie, sessionCookieName } from '../lib/session-cookie';
import { findSessionByTokenHash, type Session, touchSession } from '../repositories/sessions';
import type { AuthUser } from '../repositories/users';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; null on public routes. */
    user: AuthUser | null;
    /** The id of the session (token row) the request came with; null on public routes. */
    sessionId: number | null;
    /**
     * The ally a console route (access `editor`/`admin`) acts for, from `x-aula-ally`, checked
     * against the user's role and ally (lib/guards.ts `requireConsole`); null elsewhere. Every console
     * query filters by its id.
     */
    consoleAlly: { id: number; code: string } | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    sessions: {
      /** The live session of a bearer token: from this process's cache or the database. */
      find(token: string): Promise<Session | undefined>;
      /**
       * Call after changing a user's sessions or details in the database (sign-out, revocation,
       * new password, new email): every process stops serving its cached copies at once.
       */
      changed(userId: number): Promise<void>;
      /** Drops every cached session of this process (tests that rewrite the database's clock). */
      forgetAll(): void;
    };
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,128})$/;
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The browser's session: the HttpOnly cookie of the ally the request names in `x-aula-ally`.
 * A request that names no ally (a link opened in a new tab, a form of another site) carries no
 * session, whatever cookies it has: the custom header also makes a cross-origin call preflighted.
 */
function sessionCookieOf(request: FastifyRequest): { token: string; allyCode: string } | undefined {
  const allyCode = request.headers[ALLY_HEADER];
  if (typeof allyCode !== 'string' || allyCode === '') return undefined;
  const token = request.cookies[sessionCookieName(allyCode)];
  return token && TOKEN.test(token) ? { token, allyCode } : undefined;
}
const TOUCH_EVERY_MS = 5 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Bearer tokens (API clients, tests) or the web app's HttpOnly session cookie. Only guarded routes look the token up (as a preHandler), so public routes
 * cost no database round trip and a stale token cannot break them. A found session is cached for
 * SESSION_CACHE_SECONDS; revocations clear it here at once and, through Redis, everywhere
 * (plugins/change-events.ts).
 */
export default fp(
  async (app) => {
    const { config, db } = app;
    const cache = new SessionCache(config.sessionCacheSeconds * 1000, config.tokenIdleHours * HOUR_MS);
    app.changes.subscribe((change) => {
      if (change === 'all') cache.clear();
      else if (change.kind === 'sessions') cache.forgetUser(change.id);
    });

    async function find(token: string): Promise<Session | undefined> {
      const hash = sha256Hex(token);
      // While other processes' revocations cannot reach this one (Redis away), the database decides.
      const cached = app.changes.sharing() === 'down' ? undefined : cache.get(hash);
      if (cached) return cached;
      const mark = cache.mark();
      const session = await findSessionByTokenHash(db, hash, config.tokenIdleHours);
      if (session) cache.set(hash, session, mark);
      return session;
    }

    app.decorate('sessions', {
      find,
      changed: (userId: number) => app.changes.publish({ kind: 'sessions', id: userId }),
      forgetAll: () => cache.clear(),
    });
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('consoleAlly', null);
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const cookie = bearer ? undefined : sessionCookieOf(request);
      const token = bearer ?? cookie?.token;
      const session = token ? await find(token) : undefined;
      if (!session) {
        // An ended or expired session's cookie is dropped, so the browser stops sending it.
        if (cookie) clearSessionCookie(request, reply, cookie.allyCode, config.sessionCookieSameSite);
        throw unauthorized();
      }
      const { user } = session;
      // A session belongs to its ally: under another ally's site the token opens nothing there.
      // Staff work across allies (admin), so their tokens are not tied to one. An ally's team member is
      // signed in all right, just not for that ally: 403, so the console says so instead of signing out.
      const site = request.headers[ALLY_HEADER];
      if (typeof site === 'string' && site !== user.allyCode && user.access !== 'staff') {
        if (user.access === 'learner') throw unauthorized('This session belongs to another ally');
        throw new HttpError(403, WRONG_ALLY, 'This account works for another ally');
      }
      request.user = user;
      request.sessionId = session.tokenId;
      // The idle clock needs only minute precision: one write per session every few minutes.
      if (Date.now() - session.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
        session.lastUsedAt = new Date();
        await touchSession(db, session.tokenId);
      }
    });
  },
  { name: 'auth', dependencies: ['db', 'change-events', 'csrf'] },
);
