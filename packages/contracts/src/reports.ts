import { z } from 'zod';

/**
 * The business report PDF, served by the API under /reports/, outside /api/. prize_access hands
 * the learner a short-lived link signed for them and that prize; the report reads the business
 * from the learner's own profile, so the query carries nothing else.
 */
export const businessReportQuery = z.object({
  token: z.string().min(1, 'is required').max(200, 'is not a valid link'),
});

export { BUSINESS_REPORT_PATH } from './constants';

export type BusinessReportQuery = z.infer<typeof businessReportQuery>;
