import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The origin the visitor asked at, when it is one this server serves (FRONTEND_ORIGINS, or an
 * ally's own host): a page's share links carry it. Another Host (a typo, a probe) gets pages
 * without it, never its own name.
 */
export function pageOrigin(app: FastifyInstance, request: FastifyRequest): string | undefined {
  const origin = `${request.protocol}://${request.host}`;
  return app.config.frontendOrigins.includes(origin) || app.allyHosts.isAllyOrigin(origin) ? origin : undefined;
}
