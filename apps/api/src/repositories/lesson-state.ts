import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Param } from '../db/prepared';
import { rowsOf } from '../db/rows';
import { lessonFavorites, lessonParts, lessonRatings, partCompletions } from '../db/schema';
import { partColumns, roundAverage } from './learner-marks';

/** Toggles the mark in one statement; returns whether the lesson is now a favourite. */
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

/** Sets the mark to the given state (idempotent: a repeat changes nothing); returns it. */
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
    .where(eq(lessonParts.lessonId, lesson))
    .orderBy(asc(lessonParts.position), asc(lessonParts.id));
}
