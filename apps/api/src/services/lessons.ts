import type { LessonDetail, LessonScopeQuery, LessonSummary } from '@aula/contracts/lessons';
import type { Database } from '../db/client';
import { notFound } from '../lib/http-error';
import type { LessonViewBuffer } from '../lib/lesson-view-buffer';
import { type ContentScope, type LearnerLesson, type LearnerScope, percent } from '../repositories/learner-lessons';
import type { LessonContent } from '../repositories/lesson-content';
import { type LessonOrder, listLessons } from '../repositories/lessons';
import type { AuthUser } from '../repositories/users';
import type { ContentCache } from './content-cache';

/** The home page lists are short by design: a carousel of at most this many lessons. */
export const LESSON_LIST_LIMIT = 8;

type SummaryRow = Awaited<ReturnType<typeof listLessons>>[number];

/** A learner's own lists (rows with progress) say how far they got; the public lists cannot. */
export function toSummary(row: SummaryRow | LearnerLesson): LessonSummary {
  return {
    ...('progress' in row ? { progress: row.progress } : {}),
    id: row.id,
    title: row.title,
    summary: row.summary,
    cover_image_url: row.coverImageUrl,
    duration_minutes: row.durationMinutes,
    module: { id: row.moduleId, title: row.moduleTitle },
    views: row.views,
  };
}

export const scopeOf = (user: AuthUser): LearnerScope => ({
  userId: user.id,
  allyId: user.allyId,
  countryCode: user.countryCode,
});

export async function lessonList(db: Database, query: LessonScopeQuery, order: LessonOrder) {
  const rows = await listLessons(db, { country: query.country, allyCode: query.ally_code }, order, LESSON_LIST_LIMIT);
  return { results: rows.map(toSummary) };
}

/** Whether the learner may open the lesson: their ally's, in their country, published by now in a published module. */
export function visibleTo(lesson: LessonContent, scope: ContentScope): boolean {
  return (
    lesson.allyId === scope.allyId &&
    (lesson.countryCode === null || lesson.countryCode === scope.countryCode) &&
    lesson.modulePublishedAt !== null &&
    lesson.publishedAt !== null &&
    lesson.publishedAt.getTime() <= Date.now()
  );
}

/** The cached lesson (services/content-cache.ts) if the learner may open it, else a 404. */
export async function cachedVisibleLesson(cache: ContentCache, scope: ContentScope, lessonId: number) {
  const lesson = await cache.lesson(lessonId);
  if (!lesson || !visibleTo(lesson, scope)) throw notFound('Lesson not found');
  return lesson;
}

/**
 * Opens a lesson for a learner with their own state; each opening counts as a view. Usually no
 * query at all: the lesson, the learner's lesson state and the ratings are cached in memory
 * (services/content-cache.ts) and the view goes to the buffer (written in batches).
 */
export async function openLesson(
  cache: ContentCache,
  views: LessonViewBuffer,
  lessonId: number,
  user: AuthUser,
): Promise<LessonDetail> {
  const lesson = await cachedVisibleLesson(cache, user, lessonId);
  const [lessonState, ratings] = await Promise.all([cache.lessonState(user.id), cache.ratings(lessonId)]);
  views.record(lessonId, user.id);
  const done = lesson.parts.filter((part) => lessonState.completed.has(part.id)).length;
  return {
    ...toSummary(lesson),
    views: lesson.views + views.unwrittenFor(lessonId),
    introduction: lesson.introduction,
    order: lesson.position,
    parts: lesson.parts,
    favorite: lessonState.favorites.has(lessonId),
    rating: lessonState.ratings.get(lessonId) ?? null,
    rating_average: ratings.average,
    progress: percent(done, lesson.parts.length),
  };
}
