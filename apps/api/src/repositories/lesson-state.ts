import { and, asc, avg, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { lessonFavorites, lessonModules, lessonParts, lessonRatings, lessons, partCompletions } from '../db/schema';
import { type LearnerScope, moduleVisibleTo } from './learner-lessons';
import { isPublished } from './lessons';

/** Toggles the mark in one statement pair; returns whether the lesson is now a favourite. */
export async function toggleFavorite(db: Database, userId: number, lessonId: number): Promise<boolean> {
  const removed = await db
    .delete(lessonFavorites)
    .where(and(eq(lessonFavorites.userId, userId), eq(lessonFavorites.lessonId, lessonId)))
    .returning({ lessonId: lessonFavorites.lessonId });
  if (removed.length > 0) return false;
  await db.insert(lessonFavorites).values({ userId, lessonId }).onConflictDoNothing();
  return true;
}

export async function isFavorite(db: Database, userId: number, lessonId: number): Promise<boolean> {
  const [row] = await db
    .select({ lessonId: lessonFavorites.lessonId })
    .from(lessonFavorites)
    .where(and(eq(lessonFavorites.userId, userId), eq(lessonFavorites.lessonId, lessonId)));
  return row !== undefined;
}

export async function saveRating(db: Database, userId: number, lessonId: number, rating: number): Promise<void> {
  await db
    .insert(lessonRatings)
    .values({ userId, lessonId, rating })
    .onConflictDoUpdate({
      target: [lessonRatings.userId, lessonRatings.lessonId],
      set: { rating, updatedAt: sql`now()` },
    });
}

export async function ratingOf(db: Database, userId: number, lessonId: number) {
  const [mine] = await db
    .select({ rating: lessonRatings.rating })
    .from(lessonRatings)
    .where(and(eq(lessonRatings.userId, userId), eq(lessonRatings.lessonId, lessonId)));
  const [all] = await db
    .select({ average: avg(lessonRatings.rating).mapWith(Number), count: count() })
    .from(lessonRatings)
    .where(eq(lessonRatings.lessonId, lessonId));
  const total = all?.count ?? 0;
  return {
    rating: mine?.rating ?? null,
    average: total > 0 ? Math.round((all?.average ?? 0) * 100) / 100 : null,
    count: total,
  };
}

/** A lesson's parts in order, each with whether the learner has completed it. */
export function partsOfLesson(db: Database, userId: number, lessonId: number) {
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
    .leftJoin(partCompletions, and(eq(partCompletions.partId, lessonParts.id), eq(partCompletions.userId, userId)))
    .where(eq(lessonParts.lessonId, lessonId))
    .orderBy(asc(lessonParts.position), asc(lessonParts.id));
}

/** The lesson a part belongs to, if the learner may see it. */
export async function visibleLessonOfPart(db: Database, scope: LearnerScope, partId: number) {
  const [row] = await db
    .select({ lessonId: lessons.id })
    .from(lessonParts)
    .innerJoin(lessons, eq(lessonParts.lessonId, lessons.id))
    .innerJoin(lessonModules, eq(lessons.moduleId, lessonModules.id))
    .where(and(eq(lessonParts.id, partId), moduleVisibleTo(scope), isPublished()));
  return row?.lessonId;
}

/** Opening a part completes it; opening it again only counts the view. */
export async function recordPartView(db: Database, userId: number, partId: number): Promise<void> {
  await db
    .insert(partCompletions)
    .values({ userId, partId })
    .onConflictDoUpdate({
      target: [partCompletions.userId, partCompletions.partId],
      set: { views: sql`${partCompletions.views} + 1`, lastViewedAt: sql`now()` },
    });
}
