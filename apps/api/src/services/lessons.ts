import type { LessonDetail, LessonScopeQuery, LessonSummary } from '@aula/contracts/lessons';
import type { Database } from '../db/client';
import { notFound } from '../lib/http-error';
import { findLessonOfAlly, type LessonOrder, listLessons, recordLessonView } from '../repositories/lessons';
import type { AuthUser } from '../repositories/users';

/** The home page lists are short by design: a carousel of at most this many lessons. */
export const LESSON_LIST_LIMIT = 8;

type SummaryRow = Awaited<ReturnType<typeof listLessons>>[number];

function toSummary(row: SummaryRow): LessonSummary {
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

export async function lessonList(db: Database, query: LessonScopeQuery, order: LessonOrder) {
  const rows = await listLessons(db, { country: query.country, allyCode: query.ally_code }, order, LESSON_LIST_LIMIT);
  return { results: rows.map(toSummary) };
}

/** Opens a lesson for a learner: only their ally's lessons exist for them; each opening counts as a view. */
export async function openLesson(db: Database, lessonId: number, user: AuthUser): Promise<LessonDetail> {
  const known = await findLessonOfAlly(db, lessonId, user.allyId);
  if (!known) throw notFound('Lesson not found');
  await recordLessonView(db, lessonId, user.id);
  const { parts, introduction, order, ...summary } = known;
  return {
    ...toSummary(summary),
    views: summary.views + 1,
    introduction,
    order,
    parts: parts.map((part) => ({
      id: part.id,
      title: part.title,
      kind: part.kind,
      duration_minutes: part.durationMinutes,
      order: part.order,
    })),
    // Favorites, ratings and progress arrive with their tables; until then every learner starts fresh.
    favorite: false,
    rating: null,
    rating_average: null,
    progress: 0,
  };
}
