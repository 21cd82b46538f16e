import type { Database } from '../db/client';
import {
  favoriteLessonIds,
  type LearnerLesson,
  type LearnerScope,
  lessonsForLearner,
  modulesForBusinessType,
} from '../repositories/learner-lessons';
import { LESSON_LIST_LIMIT, toSummary, visibleLesson } from './lessons';

const unfinished = (lesson: LearnerLesson) => lesson.progress < 100;
const results = (rows: LearnerLesson[]) => ({ results: rows.map(toSummary) });

/**
 * Unfinished lessons of the modules written for the learner's business type first, then the
 * rest, so a learner without a business type (or who finished those) still gets suggestions.
 */
export async function recommendations(db: Database, scope: LearnerScope) {
  const [all, targeted] = await Promise.all([lessonsForLearner(db, scope), modulesForBusinessType(db, scope.userId)]);
  const open = all.filter(unfinished);
  const ranked = [...open.filter((l) => targeted.has(l.moduleId)), ...open.filter((l) => !targeted.has(l.moduleId))];
  return results(ranked.slice(0, LESSON_LIST_LIMIT));
}

/** Unfinished lessons of the modules the learner has started (some part completed) but not finished. */
export async function following(db: Database, scope: LearnerScope) {
  const all = await lessonsForLearner(db, scope);
  const started = new Set(all.filter((lesson) => lesson.done > 0).map((lesson) => lesson.moduleId));
  const finished = new Set(
    [...started].filter((moduleId) => all.filter((l) => l.moduleId === moduleId).every((l) => !unfinished(l))),
  );
  return results(all.filter((l) => started.has(l.moduleId) && !finished.has(l.moduleId) && unfinished(l)));
}

export async function favorites(db: Database, scope: LearnerScope) {
  const [all, marked] = await Promise.all([lessonsForLearner(db, scope), favoriteLessonIds(db, scope.userId)]);
  return results(all.filter((lesson) => marked.has(lesson.id)));
}

/** The lessons after this one in its module, in order. */
export async function nextLessons(db: Database, scope: LearnerScope, lessonId: number) {
  const current = await visibleLesson(db, scope, lessonId);
  const all = await lessonsForLearner(db, scope);
  const inModule = all.filter((lesson) => lesson.moduleId === current.moduleId);
  const index = inModule.findIndex((lesson) => lesson.id === lessonId);
  return inModule.slice(index + 1);
}

export async function nextLessonList(db: Database, scope: LearnerScope, lessonId: number) {
  return results(await nextLessons(db, scope, lessonId));
}

export async function hasNextLesson(db: Database, scope: LearnerScope, lessonId: number) {
  const [next] = await nextLessons(db, scope, lessonId);
  return { has_next_lesson: next !== undefined, next_lesson_id: next?.id ?? null };
}
