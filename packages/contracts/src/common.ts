import { z } from 'zod';

/** ISO 3166-1 alpha-2 country code in lower case, as used in paths (`/api/mx/login/`). */
export const countryCode = z.string().regex(/^[a-z]{2}$/, 'must be a two-letter lower-case country code');

/** An ally (brand) code: lower-case letters, digits and dashes. */
export const allyCode = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'must be 2-40 lower-case letters, digits or dashes');

/** Ids are PostgreSQL `integer`s: a larger number can name nothing, so it is refused as input. */
export const MAX_ID = 2_147_483_647;

/** Positive integer id taken from a path segment such as `/api/lessons/{id}/`. */
export const idParam = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(MAX_ID, 'is too large');

export const idParams = z.object({ id: idParam });

/** A list response in the Django REST style the spec describes (`results` array). */
export function resultsOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({ results: z.array(item) });
}
