import { and, desc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { allies, allyCountries, countries, lessonModules, lessons } from '../db/schema';

export type LessonOrder = 'newest' | 'most_viewed';

export function summaryColumns() {
  return {
    id: lessons.id,
    title: lessons.title,
    summary: lessons.summary,
    coverImageUrl: lessons.coverImageUrl,
    durationMinutes: lessons.durationMinutes,
    moduleId: lessonModules.id,
    moduleTitle: lessonModules.title,
    views: lessons.views,
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
  const ordering =
    order === 'newest'
      ? [desc(lessons.publishedAt), desc(lessons.id)]
      : [desc(lessons.views), desc(lessons.publishedAt), desc(lessons.id)];
  return db
    .select(summaryColumns())
    .from(lessons)
    .innerJoin(lessonModules, eq(lessons.moduleId, lessonModules.id))
    .innerJoin(allies, eq(lessonModules.allyId, allies.id))
    .innerJoin(allyCountries, eq(allyCountries.allyId, allies.id))
    .innerJoin(countries, eq(allyCountries.countryId, countries.id))
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

export interface LessonView {
  lessonId: number;
  userId: number | null;
  viewedAt: Date;
}

/** Three parameters a view: well under PostgreSQL's 65,535 per statement. */
export const VIEW_BATCH_SIZE = 5_000;

/**
 * Writes a batch of at most VIEW_BATCH_SIZE views in one transaction: the log rows and the lessons' counts. A lesson or
 * user deleted since the view was counted is skipped (a view of nothing) or made anonymous.
 */
export async function writeLessonViews(db: Database, views: LessonView[]): Promise<void> {
  if (views.length === 0) return;
  const counts = new Map<number, number>();
  for (const view of views) counts.set(view.lessonId, (counts.get(view.lessonId) ?? 0) + 1);
  const rows = sql.join(
    views.map((view) => sql`(${view.lessonId}::int, ${view.userId}::int, ${view.viewedAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  // In id order, so two processes flushing at once lock the lessons in the same order (no deadlock).
  const increments = sql.join(
    [...counts].sort(([a], [b]) => a - b).map(([lessonId, count]) => sql`(${lessonId}::int, ${count}::int)`),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into lesson_views (lesson_id, user_id, viewed_at)
      select v.lesson_id, (select users.id from users where users.id = v.user_id), v.viewed_at
      from (values ${rows}) as v(lesson_id, user_id, viewed_at)
      join lessons on lessons.id = v.lesson_id`);
    await tx.execute(sql`
      update lessons set views = lessons.views + c.n
      from (values ${increments}) as c(id, n)
      where lessons.id = c.id`);
  });
}
