import { z } from 'zod';

/** GET /healthz */
export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
});

export type HealthResponse = z.infer<typeof healthResponse>;

/** GET /livez: the process runs and answers; no dependency is asked. */
export const livenessResponse = z.object({ status: z.literal('ok') });

/**
 * Why the database cannot serve, as /readyz says it (never the address or the credentials): it
 * cannot be reached, refuses connections (ALLOW_CONNECTIONS false, starting up, full), does not
 * exist, refuses the user or password, cut the connection, or did not answer in time.
 */
export const DATABASE_OUTAGES = [
  'database_unreachable',
  'database_refuses_connections',
  'database_missing',
  'database_refuses_credentials',
  'database_connection_lost',
  'database_timeout',
] as const;
export type DatabaseOutage = (typeof DATABASE_OUTAGES)[number];

/**
 * GET /readyz (200 when `database` is ok, else 503 with the outage as `reason`): whether this
 * process should get traffic.
 * `redis` is informative only, since the API keeps serving without it: "ok", "not configured
 * (process memory)" or "down (using process memory)".
 */
export const readinessResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  reason: z.enum(DATABASE_OUTAGES).optional(),
  redis: z.string(),
});

export type ReadinessResponse = z.infer<typeof readinessResponse>;
