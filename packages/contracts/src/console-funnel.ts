// The ally console's funnel: per module, how many learners started it in the period, reached each
// of its lessons and finished it, and the lessons where those who did not finish stopped; and the
// WhatsApp chat's share of it (issue 42): parts done on the site and in the chat, and lessons and
// modules finished in the chat.
import { z } from 'zod';
import { insightFigures } from './console-insight';

/** One published lesson of a module, for the learners who started the module in the period. */
export const funnelLesson = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Learners of the module's cohort who began this lesson (completed a part of it). */
  reached: z.number().int(),
  /** Learners of the cohort who finished it (every part). */
  completed: z.number().int(),
  /**
   * Of those who finished it, the ones who finished it in the WhatsApp chat: the part completion
   * that finished the lesson (its latest) has channel 'chat', whatever channel the earlier parts had.
   */
  completedInChat: z.number().int(),
  /** Learners who did not finish the module and whose furthest lesson is this one. */
  stoppedHere: z.number().int(),
  /** The average of the cohort's ratings of it, null when none rated it. */
  averageRating: z.number().nullable(),
  ratings: z.number().int(),
});
export type FunnelLesson = z.infer<typeof funnelLesson>;

export const funnelModule = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Learners who began the module in the period (their first part done in it): the cohort. */
  started: z.number().int(),
  /** Of them, those who have finished every published lesson of it. */
  finished: z.number().int(),
  /**
   * Of those who finished it, the ones who finished it in the chat: the lesson that finished the
   * module (the latest finished) was finished in the chat (see `completedInChat`).
   */
  finishedInChat: z.number().int(),
  /**
   * The cohort's part completions in the module's lessons done on the site and in the chat, to
   * today as the rest of the funnel (every part completion of these learners in the module, not
   * only those in the period); their sum is every part the cohort has done in it.
   */
  partsOnSite: z.number().int(),
  partsInChat: z.number().int(),
  lessons: z.array(funnelLesson),
});
export type FunnelModule = z.infer<typeof funnelModule>;

/** GET /api/console/insight/funnel/ : the modules in their order, each with its lessons in theirs. */
export const funnelResponse = insightFigures.extend({ modules: z.array(funnelModule) });
export type FunnelResponse = z.infer<typeof funnelResponse>;
