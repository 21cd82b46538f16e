import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-error';
import type { AuthUser } from '../repositories/users';
import { userForToken } from '../services/auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; null on public routes. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,128})$/;

/**
 * Bearer tokens. Only guarded routes look the token up (as a preHandler), so public routes
 * cost no database round trip and a stale token cannot break them.
 */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const user = token ? await userForToken(app.db, token) : undefined;
      if (!user) throw unauthorized();
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
