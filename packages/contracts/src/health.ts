import { z } from 'zod';

/** GET /healthz */
export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
});

export type HealthResponse = z.infer<typeof healthResponse>;
