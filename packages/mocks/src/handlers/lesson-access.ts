import type { SessionUser } from '@aula/contracts/auth';
import type { LessonDetail, LessonSummary } from '@aula/contracts/lessons';
import { type LessonFixture, lessonSummaryOf } from '../fixtures/lessons';
import { mockState } from '../state';
import { idOf } from './responses';

/** The lessons a learner may open: their ally's. */
export function lessonsOf(user: SessionUser): LessonFixture[] {
  return mockState().lessons.filter((lesson) => lesson.allyCode === user.ally_code);
}

/** Another ally's lesson is "not found" rather than forbidden, so ids do not reveal other catalogues. */
export function lessonFor(user: SessionUser, rawId: unknown): LessonFixture | undefined {
  const id = idOf(rawId);
  return lessonsOf(user).find((lesson) => lesson.detail.id === id);
}

/** A part the learner may open, with its lesson. */
export function partFor(user: SessionUser, id: number) {
  const lesson = lessonsOf(user).find(({ detail }) => detail.parts.some((part) => part.id === id));
  const part = lesson?.detail.parts.find((candidate) => candidate.id === id);
  return lesson && part ? { lesson, part } : undefined;
}

/** The lessons after this one in its module, in module order. */
export function lessonsAfter(user: SessionUser, lesson: LessonFixture): LessonFixture[] {
  return lessonsOf(user)
    .filter((other) => other.detail.module.id === lesson.detail.module.id && other.detail.order > lesson.detail.order)
    .sort((a, b) => a.detail.order - b.detail.order);
}

/** A lesson in a signed-in learner's own lists carries their progress (the public lists do not). */
export function learnerSummaryOf(detail: LessonDetail): LessonSummary {
  return { ...lessonSummaryOf(detail), progress: detail.progress };
}
