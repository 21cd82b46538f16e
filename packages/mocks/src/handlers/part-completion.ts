import type { PartSummary } from '@aula/contracts/lessons';
import type { LessonFixture } from '../fixtures/lessons';

/*
 * Completed parts per lesson fixture, first seeded from the fixture's own progress (its first
 * parts count as done). Keyed by the fixture object, so resetMockState (which clones fresh
 * fixtures) forgets them without touching the state module.
 */
const completedParts = new WeakMap<LessonFixture, Set<number>>();

export function completedOf(lesson: LessonFixture): Set<number> {
  let done = completedParts.get(lesson);
  if (!done) {
    const { parts, progress } = lesson.detail;
    const count = Math.floor((progress / 100) * parts.length);
    done = new Set(parts.filter((part) => part.order <= count).map((part) => part.id));
    completedParts.set(lesson, done);
  }
  return done;
}

export function withCompletion(lesson: LessonFixture, part: PartSummary) {
  return { ...part, completed: completedOf(lesson).has(part.id) };
}

/** Marks the part done (when `done`); the lesson's progress is completed parts over parts, as the API counts it. */
export function recordCompletion(lesson: LessonFixture, partId: number, done: boolean): number {
  const completed = completedOf(lesson);
  if (done) completed.add(partId);
  lesson.detail.progress = Math.round((completed.size / lesson.detail.parts.length) * 100);
  return lesson.detail.progress;
}
