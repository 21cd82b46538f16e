import { accountEndpoints } from '@aula/contracts/endpoints/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { deviceName } from '../../lib/device-name';
import { notFound, unauthorized } from '../../lib/http-error';
import { clearSessionCookie } from '../../lib/session-cookie';
import { deleteSession, listSessions } from '../../repositories/sessions';

const signedOut = { status: 'signed_out' } as const;

/** Signing out on the server, and the learner's own list of sessions, each of which they can end. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, accountEndpoints.logout, async (request, reply) => {
    if (!request.user || request.sessionId === null) throw unauthorized();
    await deleteSession(app.db, request.user.id, request.sessionId);
    await app.sessions.changed(request.user.id);
    clearSessionCookie(request, reply, request.user.allyCode, app.config.sessionCookieSameSite);
    return signedOut;
  });

  route(app, accountEndpoints.sessions, async (request) => {
    if (!request.user) throw unauthorized();
    const rows = await listSessions(app.db, request.user.id, app.config.tokenIdleHours);
    return {
      results: rows.map((row) => ({
        id: row.id,
        device: deviceName(row.userAgent),
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt.toISOString(),
        current: row.id === request.sessionId,
      })),
    };
  });

  route(app, accountEndpoints.endSession, async (request, reply) => {
    if (!request.user) throw unauthorized();
    // Another learner's session id answers like one that does not exist.
    if (!(await deleteSession(app.db, request.user.id, request.params.id))) throw notFound('No such session');
    await app.sessions.changed(request.user.id);
    if (request.params.id === request.sessionId) {
      clearSessionCookie(request, reply, request.user.allyCode, app.config.sessionCookieSameSite);
    }
    return signedOut;
  });
};

export default sessionRoutes;
