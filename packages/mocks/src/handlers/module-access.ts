import type { SessionUser } from '@aula/contracts/auth';
import type { LessonModule } from '@aula/contracts/modules';
import { lessonSummaryOf } from '../fixtures/lessons';
import { mockState } from '../state';
import { learnerSummaryOf } from './lesson-access';
import { idOf } from './responses';

/** Modules of the learner's ally offered in every country or in theirs. */
export function modulesOf(user: SessionUser): LessonModule[] {
  return mockState().modules.filter(
    (module) => module.ally_code === user.ally_code && (module.country === null || module.country === user.country),
  );
}

export function moduleFor(user: SessionUser, rawId: unknown): LessonModule | undefined {
  const id = idOf(rawId);
  return modulesOf(user).find((module) => module.id === id);
}

export function moduleLessons(moduleId: number) {
  return mockState()
    .lessons.filter((lesson) => lesson.detail.module.id === moduleId)
    .sort((a, b) => a.detail.order - b.detail.order);
}

/** The counts the fixtures leave at zero; progress is finished lessons over lessons, as the API says; staff listings carry no learner progress. */
export function withCounts(module: LessonModule, { forLearner }: { forLearner: boolean }): LessonModule {
  const lessons = moduleLessons(module.id);
  const progress =
    forLearner && lessons.length > 0
      ? Math.round((lessons.filter((lesson) => lesson.detail.progress === 100).length / lessons.length) * 100)
      : 0;
  return { ...module, lesson_count: lessons.length, progress };
}

export const moduleLessonSummaries = (moduleId: number, { forLearner = true } = {}) =>
  moduleLessons(moduleId).map((lesson) =>
    forLearner ? learnerSummaryOf(lesson.detail) : lessonSummaryOf(lesson.detail),
  );
