import { z } from 'zod';
import { countryCode } from './common';

export const country = z.object({
  id: z.number().int(),
  code: countryCode,
  name: z.string(),
});

/** GET /api/catalogs/countries/ */
export const countriesResponse = z.array(country);

export type Country = z.infer<typeof country>;
