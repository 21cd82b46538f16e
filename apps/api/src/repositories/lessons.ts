import { and, count, desc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { allies, allyCountries, countries, lessonModules, lessons, lessonViews } from '../db/schema';

export type LessonOrder = 'newest' | 'most_viewed';

export function viewCounts(db: Database) {
  return db
    .select({ lessonId: lessonViews.lessonId, views: count().as('views') })
    .from(lessonViews)
    .groupBy(lessonViews.lessonId)
    .as('view_counts');
}

export function summaryColumns(views: ReturnType<typeof viewCounts>) {
  return {
    id: lessons.id,
    title: lessons.title,
    summary: lessons.summary,
    coverImageUrl: lessons.coverImageUrl,
    durationMinutes: lessons.durationMinutes,
    moduleId: lessonModules.id,
    moduleTitle: lessonModules.title,
    views: sql<number>`coalesce(${views.views}, 0)`.mapWith(Number),
  };
}

export const isPublished = () => and(isNotNull(lessons.publishedAt), lte(lessons.publishedAt, sql`now()`));

/**
 * Published lessons of an ally's modules that are visible in a country: the ally must offer the
 * country and the module must be unscoped or scoped to it. Unknown codes simply match nothing.
 */
export function listLessons(
  db: Database,
  scope: { country: string; allyCode: string },
  order: LessonOrder,
  limit: number,
) {
  const views = viewCounts(db);
  const ordering =
    order === 'newest'
      ? [desc(lessons.publishedAt), desc(lessons.id)]
      : [desc(sql`coalesce(${views.views}, 0)`), desc(lessons.publishedAt), desc(lessons.id)];
  return db
    .select(summaryColumns(views))
    .from(lessons)
    .innerJoin(lessonModules, eq(lessons.moduleId, lessonModules.id))
    .innerJoin(allies, eq(lessonModules.allyId, allies.id))
    .innerJoin(allyCountries, eq(allyCountries.allyId, allies.id))
    .innerJoin(countries, eq(allyCountries.countryId, countries.id))
    .leftJoin(views, eq(views.lessonId, lessons.id))
    .where(
      and(
        eq(allies.code, scope.allyCode),
        eq(countries.code, scope.country),
        or(isNull(lessonModules.countryId), eq(lessonModules.countryId, countries.id)),
        isPublished(),
      ),
    )
    .orderBy(...ordering)
    .limit(limit);
}

export async function recordLessonView(db: Database, lessonId: number, userId: number | null): Promise<void> {
  await db.insert(lessonViews).values({ lessonId, userId });
}
