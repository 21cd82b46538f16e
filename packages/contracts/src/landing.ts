import { z } from 'zod';
import { allyCode, countryCode, resultsOf } from './common';

/** A "how it works" step the ally wrote for its landing. */
export const landingStep = z.object({ title: z.string(), text: z.string() });

/** A learner's words the ally chose for its landing. */
export const landingReview = z.object({
  author: z.string(),
  business: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
});

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
  /** Absent while the ally keeps the product's own steps. */
  steps: z.array(landingStep).optional(),
  /** What the ally's customers said, as the ally wrote it; absent when it wrote none (no section). */
  reviews: z.array(landingReview).optional(),
  /** The ally's WhatsApp number (E.164), where learners may also take lessons; absent when it has none. */
  whatsapp_number: z.string().optional(),
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
export type LandingStep = z.infer<typeof landingStep>;
export type LandingReview = z.infer<typeof landingReview>;
export type Homepage = z.infer<typeof homepage>;
