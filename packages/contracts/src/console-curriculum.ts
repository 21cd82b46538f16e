// The console's curriculum (issue 28): an ally's modules, their lessons and the lessons' parts as
// the ally's team writes them, drafts included. Saves carry the `version` they loaded
// (`versioned`, @aula/contracts/console); the learner's own reads stay in lessons.ts and modules.ts.
import { z } from 'zod';
import { countryCode, idParam, MAX_ID, resultsOf } from './common';
import { apiError } from './errors';
import { checkFields, consoleCheck } from './knowledge-checks';
import { partKind } from './lessons';

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const requiredText = (max: number) => text(max).min(1, 'is required');

/**
 * Where a cover, video, captions file or download lives: a file this site serves (`/media/...`, what
 * an upload answers) or a page on the web (https).
 */
export const mediaUrl = z
  .string()
  .trim()
  .max(1000, 'must be at most 1000 characters')
  .regex(/^(\/media\/[^\s]+|https?:\/\/[^\s]+)$/, 'must be an uploaded file (/media/...) or an http(s) address');

const optionalMediaUrl = mediaUrl.nullable().default(null);

const id = z.number().int().positive().max(MAX_ID);

/** When the item was published (an ISO date), null while it is a draft. */
const publishedAt = z.string().nullable();

// ---- Modules --------------------------------------------------------------------------------

/** What an editor writes of a module. */
export const moduleFields = z.object({
  title: requiredText(120),
  description: text(2000).default(''),
  cover_image_url: optionalMediaUrl,
  /** One of the ally's countries, or null: every country the ally serves. */
  country: countryCode.nullable().default(null),
  /** The business types it suits (their learners get it recommended first). */
  business_type_ids: z.array(id).max(50, 'must list at most 50 business types').default([]),
  /** Completing it earns a certificate in the ally's name (an Open Badges credential). */
  certifying: z.boolean({ error: 'must be true or false' }).default(false),
  /** Learners may take it in the ally's WhatsApp chat, part by part (issue 42). */
  chat_learning: z.boolean({ error: 'must be true or false' }).default(false),
});

export const consoleModule = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  cover_image_url: z.string().nullable(),
  country: z.string().nullable(),
  business_type_ids: z.array(z.number().int()),
  certifying: z.boolean(),
  chat_learning: z.boolean(),
  order: z.number().int(),
  published_at: publishedAt,
  version: z.number().int(),
  lesson_count: z.number().int().nonnegative(),
  published_lesson_count: z.number().int().nonnegative(),
  updated_at: z.string(),
});

export const consoleModulesResponse = resultsOf(consoleModule);

// ---- Lessons --------------------------------------------------------------------------------

export const lessonFields = z.object({
  title: requiredText(160),
  /** The line lists show under the title. */
  summary: text(300).default(''),
  introduction: text(5000).default(''),
  cover_image_url: optionalMediaUrl,
  duration_minutes: z.number().int('must be a whole number').min(0).max(600).default(0),
});

export const consoleLesson = z.object({
  id: z.number().int(),
  module_id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  introduction: z.string(),
  cover_image_url: z.string().nullable(),
  duration_minutes: z.number().int(),
  order: z.number().int(),
  published_at: publishedAt,
  version: z.number().int(),
  part_count: z.number().int().nonnegative(),
  updated_at: z.string(),
});

/** A module with its lessons (the module editor). */
export const consoleModuleDetail = consoleModule.extend({ lessons: z.array(consoleLesson) });

// ---- Parts ----------------------------------------------------------------------------------

/**
 * What an editor writes of a part: a video (with its captions), a reading (rich text, sanitized by
 * the server before it is stored), a downloadable file or a knowledge check (its questions).
 */
export const partFields = z
  .object({
    title: requiredText(160),
    kind: partKind,
    body_html: text(100_000).default(''),
    media_url: optionalMediaUrl,
    captions_url: optionalMediaUrl,
    duration_minutes: z.number().int('must be a whole number').min(0).max(600).default(0),
    /** A check part's questions (kind `check`); null for the other kinds. */
    check: checkFields.nullable().default(null),
  })
  .superRefine((part, context) => {
    if (part.kind === 'check') {
      if (part.check === null)
        context.addIssue({ code: 'custom', path: ['check'], message: 'a check part needs its questions' });
      if (part.media_url !== null)
        context.addIssue({ code: 'custom', path: ['media_url'], message: 'a check part has no file' });
    } else if (part.check !== null) {
      context.addIssue({ code: 'custom', path: ['check'], message: 'only a check part has questions' });
    }
    if (part.kind !== 'reading' && part.kind !== 'check' && part.media_url === null) {
      context.addIssue({ code: 'custom', path: ['media_url'], message: `a ${part.kind} part needs its file` });
    }
    if (part.kind === 'reading' && part.body_html.trim() === '') {
      context.addIssue({ code: 'custom', path: ['body_html'], message: 'a reading part needs its text' });
    }
    // An upload's length is read from its file; a video on another site has only the minutes typed.
    if (part.kind === 'video' && /^https?:/.test(part.media_url ?? '') && part.duration_minutes === 0) {
      context.addIssue({
        code: 'custom',
        path: ['duration_minutes'],
        message: 'a video on another site needs its length in minutes',
      });
    }
    if (part.kind !== 'video' && part.captions_url !== null) {
      context.addIssue({ code: 'custom', path: ['captions_url'], message: 'only a video has captions' });
    }
  });

export const consolePart = z.object({
  id: z.number().int(),
  lesson_id: z.number().int(),
  title: z.string(),
  kind: partKind,
  body_html: z.string(),
  media_url: z.string().nullable(),
  captions_url: z.string().nullable(),
  duration_minutes: z.number().int(),
  /** A check part's questions with their right options (editors only); null for the other kinds. */
  check: consoleCheck.nullable(),
  order: z.number().int(),
  version: z.number().int(),
  updated_at: z.string(),
});

/** A lesson with its parts and the module it belongs to (the lesson editor). */
export const consoleLessonDetail = consoleLesson.extend({
  /** Its module; `published` false: the lesson is seen by nobody, published or not. */
  module: z.object({ id: z.number().int(), title: z.string(), published: z.boolean() }),
  parts: z.array(consolePart),
});

// ---- Writes shared by the three -------------------------------------------------------------

/** Publish (true) or take back to draft (false), from the version the editor loaded. */
export const publicationBody = z.object({ published: z.boolean(), version: z.number().int().positive() });

/** A new order: every item of the list once, first to last. */
export const reorderBody = z.object({
  ids: z
    .array(id)
    .min(1, 'must list the items')
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'must list each item once'),
});

export const reorderParams = z.object({ id: idParam });

/** `?confirm=true` deletes an item learners have records in (the records are kept). */
export const deleteQuery = z.object({
  confirm: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

/** What learners have in an item: asked about before it is deleted. */
export const learnerRecords = z.object({
  learners: z.number().int().nonnegative(),
  completed_parts: z.number().int().nonnegative(),
  favorites: z.number().int().nonnegative(),
  ratings: z.number().int().nonnegative(),
});

/** 409 `has_learner_records`: deleting needs `?confirm=true`; `records` says what learners have in it. */
export const HAS_LEARNER_RECORDS = 'has_learner_records';
export const learnerRecordsError = apiError.extend({ error: z.literal(HAS_LEARNER_RECORDS), records: learnerRecords });

export type ModuleFields = z.input<typeof moduleFields>;
export type LessonFields = z.input<typeof lessonFields>;
export type PartFields = z.input<typeof partFields>;
export type ConsoleModule = z.infer<typeof consoleModule>;
export type ConsoleModuleDetail = z.infer<typeof consoleModuleDetail>;
export type ConsoleLesson = z.infer<typeof consoleLesson>;
export type ConsoleLessonDetail = z.infer<typeof consoleLessonDetail>;
export type ConsolePart = z.infer<typeof consolePart>;
export type LearnerRecords = z.infer<typeof learnerRecords>;
