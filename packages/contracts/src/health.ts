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
 * GET /readyz (200 when `database` is ok, else 503): whether this process should get traffic.
 * `redis` is informative only, since the API keeps serving without it: "ok", "not configured
 * (process memory)" or "down (using process memory)".
 */
export const readinessResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  redis: z.string(),
});

export type ReadinessResponse = z.infer<typeof readinessResponse>;
