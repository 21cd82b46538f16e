import { z } from 'zod';
import { allyCode, countryCode, resultsOf } from './common';
import { lessonSummary } from './lessons';

/** A lesson module: ordered lessons of one ally, for all its countries or one. */
export const lessonModule = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  cover_image_url: z.string().nullable(),
  ally_code: allyCode,
  country: countryCode.nullable(),
  order: z.number().int(),
  lesson_count: z.number().int(),
  /** The signed-in learner's completion of the module, 0-100 (0 for staff listings). */
  progress: z.number().min(0).max(100),
});

/** GET /api/lesson_modules/ and /admin/lesson_modules/ */
export const lessonModulesResponse = resultsOf(lessonModule);

/**
 * Taking the module in the ally's WhatsApp chat (issue 42): null when it is not offered there (the
 * team did not turn it on, or the ally has no number); `link` opens the chat with a message that
 * starts the module, null while the learner has not accepted WhatsApp messages (nothing is sent
 * to them without it).
 */
export const moduleChat = z.object({ link: z.string().nullable() }).nullable();

/** GET /api/lesson_modules/{id}/ : the module with its ordered lessons. */
export const lessonModuleDetail = lessonModule.extend({ lessons: z.array(lessonSummary), chat: moduleChat });

/** GET /api/lesson_modules/{id}/lessons/ and /admin/lesson_modules/{id}/lessons/ */
export const moduleLessonsResponse = resultsOf(lessonSummary);

export type LessonModule = z.infer<typeof lessonModule>;
export type LessonModulesResponse = z.infer<typeof lessonModulesResponse>;
export type LessonModuleDetail = z.infer<typeof lessonModuleDetail>;
