import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type Param, prepared } from '../db/prepared';
import { rowsOf } from '../db/rows';
import { lessonFavorites, lessonParts, lessonRatings, partCompletions, partProgress } from '../db/schema';
import { parseJson } from '../lib/json-column';
import { partColumns } from './lesson-content';

// A learner's state on the lessons (favourites, ratings, opened and completed parts) and the ratings' averages.

/**
 * A learner's state on every lesson, in one statement: favourite lessons, ratings, the parts they
 * opened (any progress recorded: a lesson is started from its first second) and the parts done.
 */
export function lessonStateQuery(db: Database, user: Param<number>) {
  return db
    .select({
      favorites: sql<
        number[] | string
      >`coalesce((select json_agg(${lessonFavorites.lessonId}) from ${lessonFavorites} where ${lessonFavorites.userId} = ${user}), '[]'::json)`,
      ratings: sql<
        [number, number][] | string
      >`coalesce((select json_agg(json_build_array(${lessonRatings.lessonId}, ${lessonRatings.rating})) from ${lessonRatings} where ${lessonRatings.userId} = ${user}), '[]'::json)`,
      completed: sql<
        number[] | string
      >`coalesce((select json_agg(${partCompletions.partId}) from ${partCompletions} where ${partCompletions.userId} = ${user}), '[]'::json)`,
      opened: sql<
        number[] | string
      >`coalesce((select json_agg(${partProgress.partId}) from ${partProgress} where ${partProgress.userId} = ${user}), '[]'::json)`,
    })
    .from(sql`(select 1) as one`);
}

export async function loadLessonState(db: Database, userId: number) {
  const statement = prepared(db, 'lesson_state', () =>
    lessonStateQuery(db, sql.placeholder('userId')).prepare('lesson_state'),
  );
  const [row] = await statement.execute({ userId });
  return {
    favorites: new Set(parseJson(row?.favorites ?? [])),
    ratings: new Map(parseJson(row?.ratings ?? [])),
    completed: new Set(parseJson(row?.completed ?? [])),
    opened: new Set(parseJson(row?.opened ?? [])),
  };
}

export type LessonState = Awaited<ReturnType<typeof loadLessonState>>;

/** Averages are shown with two decimals. */
export const roundAverage = (average: number) => Math.round(average * 100) / 100;

/** A lesson's average rating (2 decimals) and how many learners rated it. */
export const ratingStatsQuery = (db: Database, lessonId: Param<number>) =>
  db
    .select({ average: sql<string | null>`avg(${lessonRatings.rating})`, count: sql<number>`count(*)`.mapWith(Number) })
    .from(lessonRatings)
    .where(eq(lessonRatings.lessonId, lessonId));

export async function loadRatingStats(db: Database, lessonId: number) {
  const statement = prepared(db, 'rating_stats', () =>
    ratingStatsQuery(db, sql.placeholder('lessonId')).prepare('rating_stats'),
  );
  const [row] = await statement.execute({ lessonId });
  const count = row?.count ?? 0;
  return { average: count > 0 ? roundAverage(Number(row?.average)) : null, count };
}

export type RatingStats = Awaited<ReturnType<typeof loadRatingStats>>;

/** Toggles the favourite in one statement; returns whether the lesson is now a favourite. */
export async function toggleFavorite(db: Database, user: number, lesson: number): Promise<boolean> {
  // Removed if it was there, else added: one round trip, and one query on the embedded database.
  const rows = rowsOf<{ favorite: boolean }>(
    await db.execute(sql`
    with removed as (
      delete from ${lessonFavorites}
      where ${lessonFavorites.userId} = ${user} and ${lessonFavorites.lessonId} = ${lesson}
      returning 1
    ), added as (
      insert into ${lessonFavorites} (user_id, lesson_id)
      select ${user}, ${lesson} where not exists (select 1 from removed)
      on conflict do nothing
      returning 1
    )
    select exists (select 1 from added) as favorite`),
  );
  return Boolean(rows[0]?.favorite);
}

/** Sets the favourite to the given state (idempotent: a repeat changes nothing); returns it. */
export async function setFavorite(db: Database, user: number, lesson: number, favorite: boolean): Promise<boolean> {
  if (favorite) await db.insert(lessonFavorites).values({ userId: user, lessonId: lesson }).onConflictDoNothing();
  else
    await db.delete(lessonFavorites).where(and(eq(lessonFavorites.userId, user), eq(lessonFavorites.lessonId, lesson)));
  return favorite;
}

/**
 * Saves the learner's rating and returns the lesson's new average and count, in one statement: the
 * others' ratings as they were, plus this one (a CTE does not see its own insert).
 */
export async function saveRating(db: Database, user: number, lesson: number, rating: number) {
  const rows = rowsOf<{ total: number | string; count: number | string }>(
    await db.execute(sql`
    with saved as (
      insert into ${lessonRatings} (user_id, lesson_id, rating) values (${user}, ${lesson}, ${rating})
      on conflict (user_id, lesson_id) do update set rating = excluded.rating, updated_at = now()
      returning rating
    ), others as (
      select coalesce(sum(${lessonRatings.rating}), 0) as total, count(*) as count from ${lessonRatings}
      where ${lessonRatings.lessonId} = ${lesson} and ${lessonRatings.userId} <> ${user}
    )
    select (others.total + saved.rating)::int as total, (others.count + 1)::int as count from others, saved`),
  );
  const count = Number(rows[0]?.count ?? 1);
  return { average: roundAverage(Number(rows[0]?.total ?? rating) / count), count };
}

/** A lesson's parts in order, each with whether the learner has completed it (the scale check explains it). */
export function partsOfLessonQuery(db: Database, user: Param<number>, lesson: Param<number>) {
  return db
    .select({
      ...partColumns(),
      completed: sql<boolean>`${partCompletions.partId} is not null`.mapWith(Boolean),
    })
    .from(lessonParts)
    .leftJoin(partCompletions, and(eq(partCompletions.partId, lessonParts.id), eq(partCompletions.userId, user)))
    .where(and(eq(lessonParts.lessonId, lesson), isNull(lessonParts.archivedAt)))
    .orderBy(asc(lessonParts.position), asc(lessonParts.id));
}
