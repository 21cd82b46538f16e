// The ally console's learners (issue 29): a searchable list paged by key, a learner's page, and who
// opened a learner's personal data. Names, phones and emails are personal data: ally admins only.
import { z } from 'zod';
import { idParam } from './common';
import { insightComputedAt, insightFilterSchema } from './console-insight';

export const LEARNERS_PAGE_SIZE = 50;

/**
 * The list's own query on top of the insight filters: search words, a module begun, the lesson of
 * that module where they stopped (the funnel's "see learners"), the page's key.
 */
export const learnerListQuery = z
  .object({
    q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
    module: idParam.optional(),
    /**
     * A lesson of `module`: only the learners who began the module in the period and stopped there
     * (their furthest lesson, module unfinished), the same people the funnel counts for that lesson.
     */
    stoppedAt: idParam.optional(),
    /** The last learner id of the page before (keyset paging: stable while learners register). */
    after: idParam.optional(),
    limit: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(200, 'must be at most 200')
      .optional(),
  })
  .refine((query) => query.stoppedAt === undefined || query.module !== undefined, {
    path: ['stoppedAt'],
    message: 'needs module: the lesson is one of a module',
  })
  .and(insightFilterSchema);
export type LearnerListQuery = z.infer<typeof learnerListQuery>;

export const learnerRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The phone if they registered with one, else the email. */
  contact: z.string().nullable(),
  business: z.string().nullable(),
  country: z.string(),
  city: z.string().nullable(),
  lessonsCompleted: z.number().int(),
  modulesCompleted: z.number().int(),
  lastActiveAt: z.string().nullable(),
});
export type LearnerRow = z.infer<typeof learnerRow>;

/**
 * Who is listed, their counts and last activity come from the rollups (`computedAt`); their name,
 * contact, business and city are read live.
 */
export const learnerListResponse = z.object({
  results: z.array(learnerRow),
  /** Pass as `after` for the next page; null on the last. */
  next: z.number().int().nullable(),
  computedAt: insightComputedAt,
});
export type LearnerListResponse = z.infer<typeof learnerListResponse>;

export const learnerParams = z.object({ learnerId: idParam });

/** Module progress comes from the rollups (`computedAt`); the rest of the page is read live. */
export const learnerDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string(),
  business: z.string().nullable(),
  city: z.string().nullable(),
  registeredAt: z.string(),
  modules: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      lessonsCompleted: z.number().int(),
      lessonsTotal: z.number().int(),
      completedAt: z.string().nullable(),
    }),
  ),
  /** The achievements they earned (the one definition: every lesson of the module finished), read live. */
  achievements: z.array(z.object({ id: z.number().int(), title: z.string(), earnedAt: z.string() })),
  surveys: z.array(z.object({ answeredAt: z.string(), score: z.number(), answers: z.unknown() })),
  /** Every try of a knowledge check, newest first, read live. */
  checkAttempts: z.array(
    z.object({
      partId: z.number().int(),
      checkTitle: z.string(),
      lessonTitle: z.string(),
      attempt: z.number().int(),
      score: z.number().int(),
      passed: z.boolean(),
      submittedAt: z.string(),
    }),
  ),
  /** The certificates issued to them, newest first, read live. */
  certificates: z.array(
    z.object({
      id: z.string(),
      moduleTitle: z.string(),
      issuedAt: z.string(),
      revokedAt: z.string().nullable(),
    }),
  ),
  computedAt: insightComputedAt,
});
export type LearnerDetail = z.infer<typeof learnerDetail>;

/** Who opened a learner's personal data, newest first. */
export const personalDataViews = z.object({
  results: z.array(z.object({ viewer: z.string().nullable(), viewedAt: z.string() })),
});
export type PersonalDataViews = z.infer<typeof personalDataViews>;
