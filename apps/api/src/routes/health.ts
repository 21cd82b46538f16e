import { apiError } from '@aula/contracts/errors';
import { healthResponse, livenessResponse, readinessResponse } from '@aula/contracts/health';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { databaseOutageOf } from '../db/unavailable';

/** A readiness probe must answer before the balancer's own timeout, whatever the database does. */
export const READY_DATABASE_TIMEOUT_MS = 1000;

const REDIS_STATE = {
  ok: 'ok',
  down: 'down (using process memory)',
  off: 'not configured (process memory)',
} as const;

/** The probe's own timeout: the database did not answer in time. */
class ReadinessTimeout extends Error {}

async function databaseAnswers(app: FastifyInstance): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new ReadinessTimeout('no answer within the readiness timeout')),
      READY_DATABASE_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([app.db.execute(sql`select 1`), timeout]);
    return undefined;
  } catch (error) {
    return error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness apart: a supervisor restarts a process whose /livez fails (it never
 * depends on the database, so an outage restarts nothing); a balancer stops routing to one whose
 * /readyz fails and sends traffic again once it passes. /healthz stays for the e2e suite and
 * existing probes: the database check with its original answer.
 */
const health: FastifyPluginAsyncZod = async (app) => {
  app.get('/livez', { schema: { response: { 200: livenessResponse } } }, async () => ({ status: 'ok' }) as const);

  app.get(
    '/readyz',
    { schema: { response: { 200: readinessResponse, 503: readinessResponse } } },
    async (request, reply) => {
      const err = await databaseAnswers(app);
      const redis = REDIS_STATE[app.changes.sharing()];
      if (err) {
        // The outage's name only: the error itself may carry the address or the user, and it is logged.
        const reason = err instanceof ReadinessTimeout ? 'database_timeout' : databaseOutageOf(err);
        request.log.warn({ err, reason }, 'readiness: database unavailable');
        return reply
          .code(503)
          .send({ status: 'unavailable', database: 'unavailable', ...(reason ? { reason } : {}), redis });
      }
      return { status: 'ok', database: 'ok', redis } as const;
    },
  );

  app.get('/healthz', { schema: { response: { 200: healthResponse, 503: apiError } } }, async (request, reply) => {
    const err = await databaseAnswers(app);
    if (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.code(503).send({ error: 'unavailable', message: 'Database unavailable' });
    }
    return { status: 'ok', database: 'ok' } as const;
  });
};

export default health;
