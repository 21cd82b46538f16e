import type { LearnerLesson, LearnerScope } from '../repositories/learner-lessons';
import { learnerLessons } from './cached-lessons';
import type { ContentCache } from './content-cache';
import { cachedVisibleLesson, LESSON_LIST_LIMIT, toSummary } from './lessons';

const unfinished = (lesson: LearnerLesson) => lesson.progress < 100;
const results = (rows: LearnerLesson[]) => ({ results: rows.map(toSummary) });

/**
 * Unfinished lessons of the modules written for the learner's business type first, then the
 * rest, so a learner without a business type (or who finished those) still gets suggestions.
 */
export async function recommendations(cache: ContentCache, scope: LearnerScope) {
  const [all, targeted] = await Promise.all([learnerLessons(cache, scope), cache.targetedModules(scope.userId)]);
  const open = all.filter(unfinished);
  const ranked = [...open.filter((l) => targeted.has(l.moduleId)), ...open.filter((l) => !targeted.has(l.moduleId))];
  return results(ranked.slice(0, LESSON_LIST_LIMIT));
}

/** Unfinished lessons of the modules the learner has started (any progress recorded) but not finished. */
export async function following(cache: ContentCache, scope: LearnerScope) {
  const all = await learnerLessons(cache, scope);
  const started = new Set(all.filter((lesson) => lesson.started).map((lesson) => lesson.moduleId));
  const finished = new Set(
    [...started].filter((moduleId) => all.filter((l) => l.moduleId === moduleId).every((l) => !unfinished(l))),
  );
  return results(all.filter((l) => started.has(l.moduleId) && !finished.has(l.moduleId) && unfinished(l)));
}

export async function favorites(cache: ContentCache, scope: LearnerScope) {
  const [all, lessonState] = await Promise.all([learnerLessons(cache, scope), cache.lessonState(scope.userId)]);
  return results(all.filter((lesson) => lessonState.favorites.has(lesson.id)));
}

/** The lessons after this one in its module, in order. */
export async function nextLessons(cache: ContentCache, scope: LearnerScope, lessonId: number) {
  const current = await cachedVisibleLesson(cache, scope, lessonId);
  const inModule = await learnerLessons(cache, scope, { moduleId: current.moduleId });
  const index = inModule.findIndex((lesson) => lesson.id === lessonId);
  return inModule.slice(index + 1);
}

export async function nextLessonList(cache: ContentCache, scope: LearnerScope, lessonId: number) {
  return results(await nextLessons(cache, scope, lessonId));
}

export async function hasNextLesson(cache: ContentCache, scope: LearnerScope, lessonId: number) {
  const [next] = await nextLessons(cache, scope, lessonId);
  return { has_next_lesson: next !== undefined, next_lesson_id: next?.id ?? null };
}
