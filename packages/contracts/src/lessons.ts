import { z } from 'zod';
import { allyCode, countryCode, resultsOf } from './common';

export const moduleRef = z.object({
  id: z.number().int(),
  title: z.string(),
});

/** A lesson as listed (new lessons, most viewed, module lessons). */
export const lessonSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover_image_url: z.string().nullable(),
  duration_minutes: z.number().int().nonnegative(),
  module: moduleRef,
  views: z.number().int().nonnegative(),
});

export const lessonListResponse = resultsOf(lessonSummary);

/** Query of GET /api/new_lessons/ and /api/most_viewed_lessons/. */
export const lessonScopeQuery = z.object({
  country: countryCode,
  ally_code: allyCode,
});

export const partKind = z.enum(['video', 'reading', 'download']);

export const partSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: partKind,
  duration_minutes: z.number().int().nonnegative(),
  order: z.number().int(),
});

/** GET /api/lessons/{id}/ : one lesson with the signed-in learner's state. */
export const lessonDetail = lessonSummary.extend({
  introduction: z.string(),
  order: z.number().int(),
  parts: z.array(partSummary),
  favorite: z.boolean(),
  rating: z.number().int().min(1).max(5).nullable(),
  rating_average: z.number().nullable(),
  progress: z.number().min(0).max(100),
});

export type LessonSummary = z.infer<typeof lessonSummary>;
export type LessonListResponse = z.infer<typeof lessonListResponse>;
export type LessonScopeQuery = z.infer<typeof lessonScopeQuery>;
export type LessonDetail = z.infer<typeof lessonDetail>;
export type PartSummary = z.infer<typeof partSummary>;
