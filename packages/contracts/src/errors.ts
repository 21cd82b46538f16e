import { z } from 'zod';

/** One invalid input field and why it was refused. */
export const fieldError = z.object({
  field: z.string(),
  reason: z.string(),
});

/** Body of every 4xx/5xx answer of the API. */
export const apiError = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.array(fieldError).optional(),
});

export type FieldError = z.infer<typeof fieldError>;
export type ApiError = z.infer<typeof apiError>;

/** Body of a 429: `retry_after` is the number of seconds to wait (also sent as Retry-After). */
export const rateLimitedError = apiError.extend({ retry_after: z.number().int().positive() });

/** The reason given for `phone_number` when its country is not one the ally serves (no message is sent). */
export const PHONE_NOT_SERVED = 'is not a number of a country this site serves';

export type RateLimitedError = z.infer<typeof rateLimitedError>;

/**
 * Body of a 410: a one-time link already used or expired. `target`, the path on the site it led to,
 * so the sign-in that follows can land there; given only on the site the link belongs to.
 */
export const goneError = apiError.extend({ target: z.string().optional() });
export type GoneError = z.infer<typeof goneError>;
