import type { LearningMemory } from '../plugins/learning-memory';
import type { LearnerLesson, LearnerScope } from '../repositories/learner-lessons';
import { learnerLessons } from './kept-lessons';
import { keptVisibleLesson, LESSON_LIST_LIMIT, toSummary } from './lessons';

const unfinished = (lesson: LearnerLesson) => lesson.progress < 100;
const results = (rows: LearnerLesson[]) => ({ results: rows.map(toSummary) });

/**
 * Unfinished lessons of the modules written for the learner's business type first, then the
 * rest, so a learner without a business type (or who finished those) still gets suggestions.
 */
export async function recommendations(learning: LearningMemory, scope: LearnerScope) {
  const [all, targeted] = await Promise.all([learnerLessons(learning, scope), learning.targetedModules(scope.userId)]);
  const open = all.filter(unfinished);
  const ranked = [...open.filter((l) => targeted.has(l.moduleId)), ...open.filter((l) => !targeted.has(l.moduleId))];
  return results(ranked.slice(0, LESSON_LIST_LIMIT));
}

/** Unfinished lessons of the modules the learner has started (some part completed) but not finished. */
export async function following(learning: LearningMemory, scope: LearnerScope) {
  const all = await learnerLessons(learning, scope);
  const started = new Set(all.filter((lesson) => lesson.done > 0).map((lesson) => lesson.moduleId));
  const finished = new Set(
    [...started].filter((moduleId) => all.filter((l) => l.moduleId === moduleId).every((l) => !unfinished(l))),
  );
  return results(all.filter((l) => started.has(l.moduleId) && !finished.has(l.moduleId) && unfinished(l)));
}

export async function favorites(learning: LearningMemory, scope: LearnerScope) {
  const [all, marks] = await Promise.all([learnerLessons(learning, scope), learning.marks(scope.userId)]);
  return results(all.filter((lesson) => marks.favorites.has(lesson.id)));
}

/** The lessons after this one in its module, in order. */
export async function nextLessons(learning: LearningMemory, scope: LearnerScope, lessonId: number) {
  const current = await keptVisibleLesson(learning, scope, lessonId);
  const inModule = await learnerLessons(learning, scope, { moduleId: current.moduleId });
  const index = inModule.findIndex((lesson) => lesson.id === lessonId);
  return inModule.slice(index + 1);
}

export async function nextLessonList(learning: LearningMemory, scope: LearnerScope, lessonId: number) {
  return results(await nextLessons(learning, scope, lessonId));
}

export async function hasNextLesson(learning: LearningMemory, scope: LearnerScope, lessonId: number) {
  const [next] = await nextLessons(learning, scope, lessonId);
  return { has_next_lesson: next !== undefined, next_lesson_id: next?.id ?? null };
}
