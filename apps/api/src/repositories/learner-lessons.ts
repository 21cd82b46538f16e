import { and, asc, count, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  businessProfiles,
  countries,
  lessonFavorites,
  lessonModules,
  lessonParts,
  lessons,
  moduleBusinessTypes,
  partCompletions,
} from '../db/schema';
import { isPublished, summaryColumns, viewCounts } from './lessons';

/** Whose lessons: a learner sees their ally's modules that are unscoped or scoped to their country. */
export interface LearnerScope {
  userId: number;
  allyId: number;
  countryCode: string;
}

export const moduleVisibleTo = (scope: LearnerScope) =>
  and(
    eq(lessonModules.allyId, scope.allyId),
    or(
      isNull(lessonModules.countryId),
      eq(
        lessonModules.countryId,
        sql`(select ${countries.id} from ${countries} where ${countries.code} = ${scope.countryCode})`,
      ),
    ),
  );

/** Parts per lesson and how many of them the learner has completed. */
export function partProgress(db: Database, userId: number) {
  return db
    .select({
      lessonId: lessonParts.lessonId,
      parts: count(lessonParts.id).as('parts'),
      done: count(partCompletions.partId).as('done'),
    })
    .from(lessonParts)
    .leftJoin(partCompletions, and(eq(partCompletions.partId, lessonParts.id), eq(partCompletions.userId, userId)))
    .groupBy(lessonParts.lessonId)
    .as('part_progress');
}

export const percent = (done: number, total: number) => (total === 0 ? 0 : Math.round((done / total) * 100));

/**
 * Every published lesson the learner can see, in module then lesson order, with their progress.
 * An ally has tens of lessons, so callers filter this list rather than compose SQL per screen.
 */
export async function lessonsForLearner(db: Database, scope: LearnerScope, extra?: SQL) {
  const views = viewCounts(db);
  const progress = partProgress(db, scope.userId);
  const rows = await db
    .select({
      ...summaryColumns(views),
      position: lessons.position,
      modulePosition: lessonModules.position,
      parts: sql<number>`coalesce(${progress.parts}, 0)`.mapWith(Number),
      done: sql<number>`coalesce(${progress.done}, 0)`.mapWith(Number),
    })
    .from(lessons)
    .innerJoin(lessonModules, eq(lessons.moduleId, lessonModules.id))
    .leftJoin(views, eq(views.lessonId, lessons.id))
    .leftJoin(progress, eq(progress.lessonId, lessons.id))
    .where(and(moduleVisibleTo(scope), isPublished(), extra))
    .orderBy(asc(lessonModules.position), asc(lessonModules.id), asc(lessons.position), asc(lessons.id));
  return rows.map((row) => ({ ...row, progress: percent(row.done, row.parts) }));
}

export type LearnerLesson = Awaited<ReturnType<typeof lessonsForLearner>>[number];

/** Modules written for the learner's business type (none when the profile has no type). */
export async function modulesForBusinessType(db: Database, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ moduleId: moduleBusinessTypes.moduleId })
    .from(moduleBusinessTypes)
    .innerJoin(businessProfiles, eq(businessProfiles.businessTypeId, moduleBusinessTypes.businessTypeId))
    .where(eq(businessProfiles.userId, userId));
  return new Set(rows.map((row) => row.moduleId));
}

export async function favoriteLessonIds(db: Database, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ lessonId: lessonFavorites.lessonId })
    .from(lessonFavorites)
    .where(eq(lessonFavorites.userId, userId));
  return new Set(rows.map((row) => row.lessonId));
}
