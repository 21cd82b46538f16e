import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type Param, prepared } from '../db/prepared';
import { lessonFavorites, lessonModules, lessonParts, lessonRatings, lessons, partCompletions } from '../db/schema';
import { type LearnerScope, moduleVisibleTo, scopePlaceholders } from './learner-lessons';
import { isPublished } from './lessons';

// A learner's marks and progress are written on every click: each statement is prepared once.
const userId = sql.placeholder('userId');
const lessonId = sql.placeholder('lessonId');
const partId = sql.placeholder('partId');

/** Toggles the mark in one statement pair; returns whether the lesson is now a favourite. */
export async function toggleFavorite(db: Database, user: number, lesson: number): Promise<boolean> {
  const remove = prepared(db, 'favorite_remove', () =>
    db
      .delete(lessonFavorites)
      .where(and(eq(lessonFavorites.userId, userId), eq(lessonFavorites.lessonId, lessonId)))
      .returning({ lessonId: lessonFavorites.lessonId })
      .prepare('favorite_remove'),
  );
  const add = prepared(db, 'favorite_add', () =>
    db.insert(lessonFavorites).values({ userId, lessonId }).onConflictDoNothing().prepare('favorite_add'),
  );
  const removed = await remove.execute({ userId: user, lessonId: lesson });
  if (removed.length > 0) return false;
  await add.execute({ userId: user, lessonId: lesson });
  return true;
}

export async function saveRating(db: Database, user: number, lesson: number, rating: number): Promise<void> {
  const statement = prepared(db, 'rating_save', () =>
    db
      .insert(lessonRatings)
      .values({ userId, lessonId, rating: sql.placeholder('rating') })
      .onConflictDoUpdate({
        target: [lessonRatings.userId, lessonRatings.lessonId],
        set: { rating: sql`excluded.rating`, updatedAt: sql`now()` },
      })
      .prepare('rating_save'),
  );
  await statement.execute({ userId: user, lessonId: lesson, rating });
}

/** The learner's rating of a lesson and the lesson's average and count, in one statement. */
export async function ratingOf(db: Database, user: number, lesson: number) {
  const statement = prepared(db, 'rating_of', () =>
    db
      .select({
        rating: sql<
          number | null
        >`(select ${lessonRatings.rating} from ${lessonRatings} where ${lessonRatings.userId} = ${userId} and ${lessonRatings.lessonId} = ${lessonId})`,
        average: sql<string | null>`avg(${lessonRatings.rating})`,
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(lessonRatings)
      .where(eq(lessonRatings.lessonId, lessonId))
      .prepare('rating_of'),
  );
  const [row] = await statement.execute({ userId: user, lessonId: lesson });
  const total = row?.count ?? 0;
  return {
    rating: row?.rating == null ? null : Number(row.rating),
    average: total > 0 ? Math.round(Number(row?.average ?? 0) * 100) / 100 : null,
    count: total,
  };
}

/** The query behind `partsOfLesson` (the scale check explains it). */
export function partsOfLessonQuery(db: Database, user: Param<number>, lesson: Param<number>) {
  return db
    .select({
      id: lessonParts.id,
      lessonId: lessonParts.lessonId,
      title: lessonParts.title,
      kind: lessonParts.kind,
      content: lessonParts.content,
      mediaUrl: lessonParts.mediaUrl,
      durationMinutes: lessonParts.durationMinutes,
      order: lessonParts.position,
      completed: sql<boolean>`${partCompletions.partId} is not null`.mapWith(Boolean),
    })
    .from(lessonParts)
    .leftJoin(partCompletions, and(eq(partCompletions.partId, lessonParts.id), eq(partCompletions.userId, user)))
    .where(eq(lessonParts.lessonId, lesson))
    .orderBy(asc(lessonParts.position), asc(lessonParts.id));
}

/** A lesson's parts in order, each with whether the learner has completed it. */
export function partsOfLesson(db: Database, user: number, lesson: number) {
  const statement = prepared(db, 'parts_of_lesson', () =>
    partsOfLessonQuery(db, userId, lessonId).prepare('parts_of_lesson'),
  );
  return statement.execute({ userId: user, lessonId: lesson });
}

/** The lesson a part belongs to, if the learner may see it. */
export async function visibleLessonOfPart(db: Database, scope: LearnerScope, part: number) {
  const statement = prepared(db, 'lesson_of_part', () =>
    db
      .select({ lessonId: lessons.id })
      .from(lessonParts)
      .innerJoin(lessons, eq(lessonParts.lessonId, lessons.id))
      .innerJoin(lessonModules, eq(lessons.moduleId, lessonModules.id))
      .where(and(eq(lessonParts.id, partId), moduleVisibleTo(scopePlaceholders), isPublished()))
      .prepare('lesson_of_part'),
  );
  const [row] = await statement.execute({ ...scope, partId: part });
  return row?.lessonId;
}

/** Opening a part completes it; opening it again only counts the view. */
export async function recordPartView(db: Database, user: number, part: number): Promise<void> {
  const statement = prepared(db, 'part_view', () =>
    db
      .insert(partCompletions)
      .values({ userId, partId })
      .onConflictDoUpdate({
        target: [partCompletions.userId, partCompletions.partId],
        set: { views: sql`${partCompletions.views} + 1`, lastViewedAt: sql`now()` },
      })
      .prepare('part_view'),
  );
  await statement.execute({ userId: user, partId: part });
}
