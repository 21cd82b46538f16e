// How much an ally's team may keep and have on its way (issue 38): finished media per ally up to a
// quota the deployment sets (MEDIA_QUOTA_MB), and a bound on unfinished uploads so that no one can
// claim gigabytes of declared space in a second. The API's checks, the uploader and its mocks read these.
import { z } from 'zod';

// Decimal, as the console shows sizes ("5 GB") and as MEDIA_QUOTA_MB counts.
const MB = 1_000_000;

/** Unfinished uploads (created, not yet complete, not yet expired) one member, and one ally, may have. */
export const UNFINISHED_UPLOADS = {
  perMember: { count: 5, bytes: 1200 * MB },
  perAlly: { count: 20, bytes: 4000 * MB },
} as const;

/** 413: the file does not fit in what is left of the ally's quota. */
export const QUOTA_EXCEEDED = 'quota_exceeded';
/** 429: too many unfinished uploads (or declared bytes) at once; finish or abandon some first. */
export const TOO_MANY_UPLOADS = 'too_many_uploads';

/** What the ally's finished media take, and the quota, in bytes (`GET /api/console/media/usage/`). */
export const mediaUsage = z.object({
  used_bytes: z.number().int().nonnegative(),
  quota_bytes: z.number().int().positive(),
});
export type MediaUsage = z.infer<typeof mediaUsage>;
