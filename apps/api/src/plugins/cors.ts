import { ALLY_HEADER, CSRF_HEADER, IDEMPOTENCY_HEADER } from '@aula/contracts/headers';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/**
 * Cross-origin calls only from the allies' own front ends (FRONTEND_ORIGINS), so a per-brand
 * build served from a CDN can reach the API while other sites cannot read its answers.
 */
export default fp(
  async (app) => {
    const allowed = new Set(app.config.frontendOrigins);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', CSRF_HEADER, ALLY_HEADER, IDEMPOTENCY_HEADER, 'X-Request-Id'],
      // The anti-forgery token, which a front end on another origin cannot read from its cookie.
      exposedHeaders: ['X-Request-Id', 'Retry-After', CSRF_HEADER],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['db'] },
);
