import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type Param, prepared } from '../db/prepared';
import {
  businessProfiles,
  countries,
  lessonFavorites,
  lessonModules,
  lessonParts,
  lessons,
  moduleBusinessTypes,
  partCompletions,
  partProgress,
} from '../db/schema';
import { isPublished, summaryColumns } from './lessons';

/** Whose lessons: a learner sees their ally's modules that are unscoped or scoped to their country. */
export interface LearnerScope {
  userId: number;
  allyId: number;
  countryCode: string;
}

/** A scope whose values may be placeholders of a prepared statement. */
export type ScopeParams = { [K in keyof LearnerScope]: Param<LearnerScope[K]> };

/** The placeholders of a prepared statement taking a LearnerScope as its values. */
export const scopePlaceholders: ScopeParams = {
  userId: sql.placeholder('userId'),
  allyId: sql.placeholder('allyId'),
  countryCode: sql.placeholder('countryCode'),
};

export const moduleVisibleTo = (scope: ScopeParams) =>
  and(
    eq(lessonModules.allyId, scope.allyId),
    // A draft (or deleted) module of the console shows to no learner.
    isNotNull(lessonModules.publishedAt),
    or(
      isNull(lessonModules.countryId),
      eq(
        lessonModules.countryId,
        sql`(select ${countries.id} from ${countries} where ${countries.code} = ${scope.countryCode})`,
      ),
    ),
  );

export const percent = (done: number, total: number) => (total === 0 ? 0 : Math.round((done / total) * 100));

/** Started means any progress recorded: a part done, or one opened (a few seconds of a video). */
export const isStarted = (done: number, opened: boolean) => done > 0 || opened;

/** Narrows a learner's lessons to one lesson or one module. */
export interface LessonFilter {
  lessonId?: number;
  moduleId?: number;
}

/**
 * Every published lesson the learner can see, in module then lesson order, with their progress.
 * An ally has tens of lessons, so callers filter this list rather than compose SQL per screen.
 */
export function lessonsForLearnerQuery(
  db: Database,
  scope: ScopeParams,
  filter: { lessonId?: Param<number>; moduleId?: Param<number> } = {},
) {
  // Correlated per lesson: index look-ups by lesson id and by (user, part), never a scan of all parts.
  const parts = sql<number>`(select count(*) from ${lessonParts} where ${lessonParts.lessonId} = ${lessons.id} and ${lessonParts.archivedAt} is null)`;
  const done = sql<number>`(select count(*) from ${lessonParts} join ${partCompletions}
    on ${partCompletions.partId} = ${lessonParts.id} and ${partCompletions.userId} = ${scope.userId}
    where ${lessonParts.lessonId} = ${lessons.id} and ${lessonParts.archivedAt} is null)`;
  // Opened: some part has progress recorded (a few seconds of its video count).
  const opened = sql<boolean>`exists (select 1 from ${lessonParts} join ${partProgress}
    on ${partProgress.partId} = ${lessonParts.id} and ${partProgress.userId} = ${scope.userId}
    where ${lessonParts.lessonId} = ${lessons.id} and ${lessonParts.archivedAt} is null)`;
  return db
    .select({
      ...summaryColumns(),
      position: lessons.position,
      modulePosition: lessonModules.position,
      parts: parts.mapWith(Number),
      done: done.mapWith(Number),
      opened: opened.mapWith(Boolean),
    })
    .from(lessons)
    .innerJoin(lessonModules, eq(lessons.moduleId, lessonModules.id))
    .where(
      and(
        moduleVisibleTo(scope),
        isPublished(),
        filter.lessonId === undefined ? undefined : eq(lessons.id, filter.lessonId),
        filter.moduleId === undefined ? undefined : eq(lessonModules.id, filter.moduleId),
      ),
    )
    .orderBy(asc(lessonModules.position), asc(lessonModules.id), asc(lessons.position), asc(lessons.id));
}

export async function lessonsForLearner(db: Database, scope: LearnerScope, filter: LessonFilter = {}) {
  const kind = filter.lessonId !== undefined ? 'lesson' : filter.moduleId !== undefined ? 'module' : 'all';
  const name = `lessons_for_learner_${kind}`;
  const statement = prepared(db, name, () =>
    lessonsForLearnerQuery(db, scopePlaceholders, {
      lessonId: kind === 'lesson' ? sql.placeholder('lessonId') : undefined,
      moduleId: kind === 'module' ? sql.placeholder('moduleId') : undefined,
    }).prepare(name),
  );
  const rows = await statement.execute({ ...scope, ...filter });
  return rows.map(({ opened, ...row }) => ({
    ...row,
    progress: percent(row.done, row.parts),
    started: isStarted(row.done, opened),
  }));
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

/** A learner's favourites (cached with their lesson state; the scale check explains the query). */
export const favoritesQuery = (db: Database, userId: Param<number>) =>
  db.select({ lessonId: lessonFavorites.lessonId }).from(lessonFavorites).where(eq(lessonFavorites.userId, userId));

/** Whose content: an ally's modules as seen from one country (every learner there sees the same). */
export type ContentScope = Pick<LearnerScope, 'allyId' | 'countryCode'>;
