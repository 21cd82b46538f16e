import { z } from 'zod';
import { allyCode, countryCode, resultsOf } from './common';
import { learnerCheck } from './knowledge-checks';

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
  /** The signed-in learner's completion, 0-100; present in a learner's own lists, absent in public ones. */
  progress: z.number().min(0).max(100).optional(),
});

export const lessonListResponse = resultsOf(lessonSummary);

/** Query of GET /api/new_lessons/ and /api/most_viewed_lessons/. */
export const lessonScopeQuery = z.object({
  country: countryCode,
  ally_code: allyCode,
});

/** A check ("Comprueba lo aprendido") is questions the server grades: @aula/contracts/knowledge-checks. */
export const partKind = z.enum(['video', 'reading', 'download', 'check']);

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

/**
 * GET /api/lesson_previews/{id}/ : what anyone may see of a published lesson before signing up,
 * the page a shared link opens and its link preview. Named field by field (strict), not derived
 * from the lesson: its parts, media, reading text and counts are the learner's and have no place here.
 */
export const lessonPreview = z
  .object({
    id: z.number().int(),
    title: z.string(),
    summary: z.string(),
    introduction: z.string(),
    cover_image_url: z.string().nullable(),
    module: moduleRef,
  })
  .strict();

export type LessonSummary = z.infer<typeof lessonSummary>;
export type LessonListResponse = z.infer<typeof lessonListResponse>;
export type LessonScopeQuery = z.infer<typeof lessonScopeQuery>;
export type LessonDetail = z.infer<typeof lessonDetail>;
export type LessonPreview = z.infer<typeof lessonPreview>;
export type PartKind = z.infer<typeof partKind>;
export type PartSummary = z.infer<typeof partSummary>;

/** GET /api/lessons/recommendations/, /following/, /favorites/, /{id}/next_lessons/ */
export const lessonResultsResponse = lessonListResponse;

/** A part as listed by GET /api/lessons/{id}/parts/ (`results`), with the learner's state. */
export const partListItem = partSummary.extend({ completed: z.boolean() });
export const partsResponse = resultsOf(partListItem);

/**
 * GET /api/parts/{id}/ : one part. Reading parts carry sanitised HTML in `body_html`; video and
 * download parts carry `media_url`. Fetching it starts the learner's time on the part; it does not
 * complete it (POST /api/parts/{id}/progress/ does, when the server judges the part done).
 */
export const partDetail = partListItem.extend({
  lesson_id: z.number().int(),
  body_html: z.string(),
  media_url: z.string().nullable(),
  /** WebVTT captions of a video part, when it has them. */
  captions_url: z.string().nullable().optional(),
  lesson_progress: z.number().min(0).max(100),
  /** Video: seconds to play; reading: seconds to stay (fewer once scrolled to the end); download and check: 0. */
  required_seconds: z.number().int().min(0),
  /** A check part's questions in the order of the learner's next try, without the right answers. */
  check: learnerCheck.nullable().optional(),
});

/**
 * POST /api/parts/{id}/progress/ : what the player saw since its last report. The server credits
 * played time only up to the time that passed, and says whether the part now counts as done.
 */
export const partProgressRequest = z
  .object({
    /** Seconds of video played since the last report (a heartbeat every ~10 s, on pause and at the end). */
    played_seconds: z.number({ error: 'must be a number' }).min(0, 'must not be negative').max(3600).optional(),
    /** The learner scrolled to the end of a reading part. */
    reached_end: z.boolean({ error: 'must be true or false' }).optional(),
    /** The learner downloaded the file of a download part. */
    downloaded: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .strict();
export const partProgressResponse = z.object({
  completed: z.boolean(),
  lesson_progress: z.number().min(0).max(100),
  /** Video: seconds still to play; reading: seconds still to stay; 0 once done. */
  remaining_seconds: z.number().int().min(0),
});

/** GET /api/introductions/{id}/ (a lesson's) and /api/explore_introductions/{id}/ (a module's). */
export const introduction = z.object({
  id: z.number().int(),
  title: z.string(),
  body_html: z.string(),
  video_url: z.string().nullable(),
});

/** GET /api/lessons/{id}/has_next_lesson/ */
export const hasNextLessonResponse = z.object({
  has_next_lesson: z.boolean(),
  next_lesson_id: z.number().int().nullable(),
});

/**
 * POST /api/lessons/{id}/set_favorite/ : `{ "favorite": true|false }` sets the mark to that state,
 * so sending it twice changes nothing (an offline queue may resend). The spec's empty body still
 * toggles, for clients written to it; the web app always says the state it wants.
 */
export const setFavoriteRequest = z.object({ favorite: z.boolean({ error: 'must be true or false' }) }).strict();
export const setFavoriteResponse = z.object({ favorite: z.boolean() });

/** POST /api/lessons/{id}/set_rating/ : 1 to 5 stars, one rating per learner. */
export const setRatingRequest = z
  .object({ rating: z.number({ error: 'must be a number' }).int('must be a whole number').min(1).max(5) })
  .strict();
export const setRatingResponse = z.object({
  rating: z.number().int().min(1).max(5),
  rating_average: z.number(),
  rating_count: z.number().int(),
});

export type PartListItem = z.infer<typeof partListItem>;
export type PartsResponse = z.infer<typeof partsResponse>;
export type PartDetail = z.infer<typeof partDetail>;
export type PartProgressRequest = z.infer<typeof partProgressRequest>;
export type PartProgressResponse = z.infer<typeof partProgressResponse>;
export type Introduction = z.infer<typeof introduction>;
export type HasNextLessonResponse = z.infer<typeof hasNextLessonResponse>;
export type SetFavoriteRequest = z.infer<typeof setFavoriteRequest>;
export type SetFavoriteResponse = z.infer<typeof setFavoriteResponse>;
export type SetRatingRequest = z.infer<typeof setRatingRequest>;
export type SetRatingResponse = z.infer<typeof setRatingResponse>;
