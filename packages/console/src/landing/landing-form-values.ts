import { type ConsoleLanding, consoleLandingUpdate } from '@aula/contracts/console-landing';
import { z } from 'zod';

/** The landing editor's fields as the form holds them (a rating as the select's text, no picture as ''). */
export interface LandingFormValues {
  title: string;
  subtitle: string;
  body: string;
  hero_image_url: string;
  call_to_action: string;
  steps: { title: string; text: string }[];
  reviews: { author: string; business: string; rating: string; comment: string }[];
}

export function landingFormValues(landing: ConsoleLanding): LandingFormValues {
  return {
    title: landing.title,
    subtitle: landing.subtitle,
    body: landing.body,
    hero_image_url: landing.hero_image_url ?? '',
    call_to_action: landing.call_to_action,
    steps: landing.steps.map((step) => ({ ...step })),
    reviews: landing.reviews.map((review) => ({ ...review, rating: String(review.rating) })),
  };
}

/** The contract's save request without its version (the screen adds the version it loaded). */
export const landingFormRequest = z.preprocess(
  (raw) => {
    const values = raw as LandingFormValues;
    return {
      ...values,
      hero_image_url: values.hero_image_url.trim() || null,
      reviews: values.reviews.map((review) => ({ ...review, rating: Number(review.rating) })),
    };
  },
  consoleLandingUpdate.omit({ version: true }),
);
