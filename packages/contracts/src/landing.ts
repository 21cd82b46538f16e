import { z } from 'zod';
import { allyCode, countryCode, resultsOf } from './common';

/** GET /api/landing_pages/{code}/ : the ally's public landing page. */
export const landingPage = z.object({
  ally_code: allyCode,
  ally_name: z.string(),
  title: z.string(),
  subtitle: z.string(),
  body: z.string(),
  hero_image_url: z.string().nullable(),
  call_to_action: z.string(),
  countries: z.array(countryCode),
});

export const landingPageParams = z.object({ code: allyCode });

/** GET /api/mx/homepages/ : the country home page blocks. */
export const homepage = z.object({
  country: countryCode,
  title: z.string(),
  subtitle: z.string(),
  highlights: z.array(z.string()),
});

export const homepagesResponse = resultsOf(homepage);

export type LandingPage = z.infer<typeof landingPage>;
export type Homepage = z.infer<typeof homepage>;
