import type { PartSummary } from '@aula/contracts/lessons';
import { allyRoutePattern } from '@aula/contracts/site-paths';
import type { LessonFixture } from '@aula/mocks/fixtures/lessons';
import { mockState } from '@aula/mocks/state';
import { plantSession } from '@aula/testing/cookies';
import { renderWithProviders } from '@aula/testing/render';
import type { ReactElement } from 'react';
import { lessonsMessages } from './messages';

/**
 * The screens' tests sign in as the demo learner of Crecer (mock user 2, Mexico): the demo world
 * gives them a lesson half done, untouched lessons after it, and every kind of part.
 */
export const ALLY = 'crecer';
export const SITE = `/mx/${ALLY}`;

/** Renders a learner screen at `route` under its pattern, signed in. */
export function renderScreen(ui: ReactElement, route: string, path: string, language: 'es' | 'en' = 'es') {
  plantSession('mock-token-2');
  return renderWithProviders(ui, { route, path, messages: [lessonsMessages], language });
}

/** A lesson of the ally from the mock world, chosen by what a test needs of it. */
export function allyLesson(test: (lesson: LessonFixture) => boolean): LessonFixture {
  const found = mockState().lessons.find((lesson) => lesson.allyCode === ALLY && test(lesson));
  if (!found) throw new Error('No lesson fixture fits this test');
  return found;
}

export function lessonsAfter(lesson: LessonFixture): LessonFixture[] {
  return mockState()
    .lessons.filter(
      (other) => other.detail.module.id === lesson.detail.module.id && other.detail.order > lesson.detail.order,
    )
    .sort((a, b) => a.detail.order - b.detail.order);
}

/** A lesson the learner has not finished, with two parts or more and a lesson after it in its module. */
export function unfinishedLessonWithNext(): LessonFixture {
  return allyLesson(
    (lesson) => lesson.detail.progress < 100 && lesson.detail.parts.length >= 2 && lessonsAfter(lesson).length > 0,
  );
}

/** A lesson with a part of this kind the learner has not completed, and that part. */
export function lessonWithUndonePart(kind: PartSummary['kind']): { lesson: LessonFixture; part: PartSummary } {
  const undone = (lesson: LessonFixture) => {
    const done = Math.floor((lesson.detail.progress / 100) * lesson.detail.parts.length);
    return lesson.detail.parts.find((part) => part.kind === kind && part.order > done);
  };
  const lesson = allyLesson((candidate) => undone(candidate) !== undefined);
  return { lesson, part: undone(lesson) as PartSummary };
}

/** A lesson with a part of this kind, and that part. */
export function lessonWithPart(kind: PartSummary['kind']): { lesson: LessonFixture; part: PartSummary } {
  const lesson = allyLesson((candidate) => candidate.detail.parts.some((part) => part.kind === kind));
  return { lesson, part: lesson.detail.parts.find((part) => part.kind === kind) as PartSummary };
}

export const LESSON_PATH = allyRoutePattern('lesson');
