import {
  type ContentScope,
  isStarted,
  type LearnerLesson,
  type LearnerScope,
  type LessonFilter,
  percent,
} from '../repositories/learner-lessons';
import type { ContentCache } from './content-cache';

const publishedBy = (now: number) => (lesson: { publishedAt: Date | null }) =>
  lesson.publishedAt !== null && lesson.publishedAt.getTime() <= now;

/**
 * A learner's lessons with their progress, cut from the cached content of their ally and country
 * and their own cached lesson state (services/content-cache.ts): the rows `lessonsForLearner` reads
 * from the database, which a test compares them with, without a query once both are cached.
 */
export async function learnerLessons(
  cache: ContentCache,
  scope: LearnerScope,
  filter: LessonFilter = {},
): Promise<LearnerLesson[]> {
  const [{ lessons }, lessonState] = await Promise.all([cache.content(scope), cache.lessonState(scope.userId)]);
  return lessons
    .filter(publishedBy(Date.now()))
    .filter((lesson) => filter.lessonId === undefined || lesson.id === filter.lessonId)
    .filter((lesson) => filter.moduleId === undefined || lesson.moduleId === filter.moduleId)
    .map(({ partIds, publishedAt: _published, ...lesson }) => {
      const done = partIds.filter((id) => lessonState.completed.has(id)).length;
      const opened = partIds.some((id) => lessonState.opened.has(id));
      return {
        ...lesson,
        parts: partIds.length,
        done,
        progress: percent(done, partIds.length),
        started: isStarted(done, opened),
      };
    });
}

/**
 * The lessons of an ally in a country that anyone may preview now (services/lesson-preview.ts):
 * published by now, in published modules, in display order.
 */
export async function publishedLessons(cache: ContentCache, scope: ContentScope) {
  return (await cache.content(scope)).lessons.filter(publishedBy(Date.now()));
}

/** The modules of the learner's ally in their country, in display order. */
export async function learnerModuleRows(cache: ContentCache, scope: ContentScope) {
  return (await cache.content(scope)).modules;
}
