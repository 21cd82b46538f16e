import { apiError } from '@aula/contracts/errors';
import { healthResponse } from '@aula/contracts/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Liveness and readiness in one: a load balancer should stop routing here when the database is gone. */
const health: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { response: { 200: healthResponse, 503: apiError } } }, async (request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.code(503).send({ error: 'unavailable', message: 'Database unavailable' });
    }
    return { status: 'ok', database: 'ok' } as const;
  });
};

export default health;
