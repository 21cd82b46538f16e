import { z } from 'zod';
import { MAX_ID } from './common';

/**
 * The business report PDF (spec: an external service called with lat, lng, a user id, business
 * name, business type and a key). Served by the API under /reports/, outside /api/.
 */
export const businessReportQuery = z.object({
  lat: z.coerce.number({ error: 'must be a number' }).min(-90).max(90),
  lng: z.coerce.number({ error: 'must be a number' }).min(-180).max(180),
  user_id: z.coerce.number({ error: 'must be a number' }).int().positive().max(MAX_ID, 'is too large'),
  business_name: z.string().trim().min(1, 'is required').max(120),
  business_type: z.string().trim().min(1, 'is required').max(80),
  key: z.string().min(16, 'is not a valid key').max(200),
});

export const BUSINESS_REPORT_PATH = '/reports/business/';

export type BusinessReportQuery = z.infer<typeof businessReportQuery>;
