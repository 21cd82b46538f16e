import type { LessonDetail, LessonScopeQuery, LessonSummary } from '@aula/contracts/lessons';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { lessons } from '../db/schema';
import { notFound } from '../lib/http-error';
import { type LearnerLesson, type LearnerScope, lessonsForLearner } from '../repositories/learner-lessons';
import { isFavorite, partsOfLesson, ratingOf } from '../repositories/lesson-state';
import { type LessonOrder, listLessons, recordLessonView } from '../repositories/lessons';
import type { AuthUser } from '../repositories/users';

/** The home page lists are short by design: a carousel of at most this many lessons. */
export const LESSON_LIST_LIMIT = 8;

type SummaryRow = Awaited<ReturnType<typeof listLessons>>[number];

export function toSummary(row: SummaryRow | LearnerLesson): LessonSummary {
  return {
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

/** A lesson the learner may open (their ally, their country, published), or a 404. */
export async function visibleLesson(db: Database, scope: LearnerScope, lessonId: number): Promise<LearnerLesson> {
  const [lesson] = await lessonsForLearner(db, scope, eq(lessons.id, lessonId));
  if (!lesson) throw notFound('Lesson not found');
  return lesson;
}

/** Opens a lesson for a learner with their own state; each opening counts as a view. */
export async function openLesson(db: Database, lessonId: number, user: AuthUser): Promise<LessonDetail> {
  const scope = scopeOf(user);
  const lesson = await visibleLesson(db, scope, lessonId);
  await recordLessonView(db, lessonId, user.id);
  const [parts, [row], favorite, rating] = await Promise.all([
    partsOfLesson(db, user.id, lessonId),
    db.select({ introduction: lessons.introduction }).from(lessons).where(eq(lessons.id, lessonId)),
    isFavorite(db, user.id, lessonId),
    ratingOf(db, user.id, lessonId),
  ]);
  return {
    ...toSummary(lesson),
    views: lesson.views + 1,
    introduction: row?.introduction ?? '',
    order: lesson.position,
    parts: parts.map((part) => ({
      id: part.id,
      title: part.title,
      kind: part.kind,
      duration_minutes: part.durationMinutes,
      order: part.order,
    })),
    favorite,
    rating: rating.rating,
    rating_average: rating.average,
    progress: lesson.progress,
  };
}
