// The ally console's landing: the hero, the "how it works" steps and the chosen reviews.
import { z } from 'zod';
import { itemVersion } from './console';
import { pictureUrl } from './console-blog';
import { landingReview, landingStep } from './landing';

export const MAX_LANDING_STEPS = 6;
export const MAX_LANDING_REVIEWS = 6;

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** A step as an editor writes it. */
export const landingStepInput = z.object({ title: text(80), text: text(300) }).strict();

/** A review as an editor writes it. */
export const landingReviewInput = z
  .object({
    author: text(80),
    business: text(120),
    rating: z.number().int('must be a whole number').min(1, 'must be 1 to 5').max(5, 'must be 1 to 5'),
    comment: text(500),
  })
  .strict();

/**
 * GET/PUT /api/console/landing/ : empty `steps` mean the product's three steps (how the site
 * works, in no one's name); empty `reviews` mean none, and the landing shows no reviews section.
 * A landing quotes only what its ally wrote.
 */
export const consoleLanding = z.object({
  /** The landing's id for its history; 0 until an ally without one saves it first. */
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  body: z.string(),
  hero_image_url: z.string().nullable(),
  call_to_action: z.string(),
  steps: z.array(landingStep),
  reviews: z.array(landingReview),
  version: itemVersion,
});

export const consoleLandingUpdate = z
  .object({
    title: text(120),
    subtitle: text(200),
    body: z.string().trim().max(2000, 'must be at most 2000 characters').default(''),
    hero_image_url: pictureUrl.nullable().default(null),
    call_to_action: text(60),
    steps: z.array(landingStepInput).max(MAX_LANDING_STEPS, `must be at most ${MAX_LANDING_STEPS}`).default([]),
    reviews: z.array(landingReviewInput).max(MAX_LANDING_REVIEWS, `must be at most ${MAX_LANDING_REVIEWS}`).default([]),
    version: itemVersion,
  })
  .strict();

export type ConsoleLanding = z.infer<typeof consoleLanding>;
export type ConsoleLandingUpdate = z.input<typeof consoleLandingUpdate>;
