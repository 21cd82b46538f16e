import { and, desc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
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
        isNotNull(lessonModules.publishedAt),
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

/**
 * Views written per transaction. A batch holds the embedded database (one statement at a time) for
 * only a few milliseconds, so learners' writes queued behind it wait no longer than that; the
 * buffer writes the next batch after a turn of the event loop.
 */
export const VIEW_BATCH_SIZE = 500;

/**
 * A PostgreSQL array literal sent as one parameter: both drivers pass it as text, whereas a
 * JavaScript array in a drizzle template becomes one parameter per element. Values here are
 * numbers, null and ISO dates, which need no escaping beyond the quotes.
 */
const arrayLiteral = (values: (number | string | null)[]) =>
  `{${values.map((value) => (value === null ? 'NULL' : typeof value === 'string' ? `"${value}"` : String(value))).join(',')}}`;

/**
 * Writes a batch of views in one transaction: the log rows and the lessons' counts. The views go
 * as three arrays (`unnest`), so the statement is the same size for one view or a thousand and is
 * not parsed anew for each. A lesson or user deleted since the view was counted is skipped (a view
 * of nothing) or made anonymous.
 */
export async function writeLessonViews(db: Database, views: LessonView[]): Promise<Map<number, number>> {
  if (views.length === 0) return new Map();
  const lessonIds = arrayLiteral(views.map((view) => view.lessonId));
  const userIds = arrayLiteral(views.map((view) => view.userId));
  const viewedAt = arrayLiteral(views.map((view) => view.viewedAt.toISOString()));
  // A learner's view of a lesson counts once a day (UTC), however often they reload it, even when
  // another process counted it first: only the rows inserted here raise the counts.
  const rows = rowsOf<{ id: number; n: number | string }>(
    await db.execute(sql`
      with fresh as (
        select distinct on (v.lesson_id, coalesce(v.user_id, -v.ord::int), date_trunc('day', v.viewed_at, 'UTC'))
          v.lesson_id, (select users.id from users where users.id = v.user_id) as user_id, v.viewed_at
        from unnest(${lessonIds}::int[], ${userIds}::int[], ${viewedAt}::timestamptz[]) with ordinality as v(lesson_id, user_id, viewed_at, ord)
        join lessons on lessons.id = v.lesson_id
        where v.user_id is null or not exists (
          select 1 from lesson_views seen
          where seen.user_id = v.user_id and seen.lesson_id = v.lesson_id
            and seen.viewed_at >= date_trunc('day', v.viewed_at, 'UTC')
            and seen.viewed_at < date_trunc('day', v.viewed_at, 'UTC') + interval '1 day')
        order by v.lesson_id, coalesce(v.user_id, -v.ord::int), date_trunc('day', v.viewed_at, 'UTC'), v.viewed_at
      ), logged as (
        insert into lesson_views (lesson_id, user_id, viewed_at) select lesson_id, user_id, viewed_at from fresh
        returning lesson_id
      ), counted as (
        select lesson_id as id, count(*)::int as n from logged group by lesson_id
      ), raised as (
        update lessons set views = lessons.views + counted.n from counted where lessons.id = counted.id
        returning lessons.id
      )
      select counted.id, counted.n from counted`),
  );
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}
