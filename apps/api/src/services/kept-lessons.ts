import type { LearningMemory } from '../plugins/learning-memory';
import {
  type ContentScope,
  type LearnerLesson,
  type LearnerScope,
  type LessonFilter,
  percent,
} from '../repositories/learner-lessons';

const publishedBy = (now: number) => (lesson: { publishedAt: Date | null }) =>
  lesson.publishedAt !== null && lesson.publishedAt.getTime() <= now;

/**
 * A learner's lessons with their progress, cut from the kept content of their ally and country
 * and their own kept marks (plugins/learning-memory.ts): the rows `lessonsForLearner` reads from
 * the database, which a test compares them with, without a query once both are kept.
 */
export async function learnerLessons(
  learning: LearningMemory,
  scope: LearnerScope,
  filter: LessonFilter = {},
): Promise<LearnerLesson[]> {
  const [{ lessons }, marks] = await Promise.all([learning.content(scope), learning.marks(scope.userId)]);
  return lessons
    .filter(publishedBy(Date.now()))
    .filter((lesson) => filter.lessonId === undefined || lesson.id === filter.lessonId)
    .filter((lesson) => filter.moduleId === undefined || lesson.moduleId === filter.moduleId)
    .map(({ partIds, publishedAt: _published, ...lesson }) => {
      const done = partIds.filter((id) => marks.completed.has(id)).length;
      return { ...lesson, parts: partIds.length, done, progress: percent(done, partIds.length) };
    });
}

/** The modules of the learner's ally in their country, in display order. */
export async function learnerModuleRows(learning: LearningMemory, scope: ContentScope) {
  return (await learning.content(scope)).modules;
}
