import { lessonEndpoints } from '@aula/contracts/endpoints/lessons';
import type { LessonScopeQuery } from '@aula/contracts/lessons';
import { type LessonFixture, lessonPreviewOf, lessonSummaryOf } from '../fixtures/lessons';
import { mockState } from '../state';
import { handle } from './declared';
import { learnerSummaryOf, lessonFor, lessonsOf } from './lesson-access';
import { notFound } from './responses';

type LessonOrder = (a: LessonFixture, b: LessonFixture) => number;

const newestFirst: LessonOrder = (a, b) => b.publishedOn.localeCompare(a.publishedOn);
const mostViewedFirst: LessonOrder = (a, b) => b.detail.views - a.detail.views;

/** Both public lists take the same `country` + `ally_code` scope and differ only in order. */
function lessonList(order: LessonOrder) {
  return ({ query: { country, ally_code } }: { query: LessonScopeQuery }) => {
    const results = mockState()
      .lessons.filter((lesson) => lesson.allyCode === ally_code && lesson.countries.includes(country))
      .sort(order)
      .map((lesson) => lessonSummaryOf(lesson.detail));
    return { results };
  };
}

/** A learner's list of their ally's lessons in their country, chosen by the learner's state. */
type LearnerList = (typeof lessonEndpoints)['recommendations' | 'following' | 'favorites'];

function learnerList(declaration: LearnerList, keep: (lesson: LessonFixture) => boolean) {
  return handle(declaration, ({ user }) => {
    const results = lessonsOf(user)
      .filter((lesson) => lesson.countries.includes(user.country) && keep(lesson))
      .sort(mostViewedFirst)
      .map((lesson) => learnerSummaryOf(lesson.detail));
    return { results };
  });
}

export const lessonHandlers = [
  handle(lessonEndpoints.newLessons, lessonList(newestFirst)),
  handle(lessonEndpoints.mostViewedLessons, lessonList(mostViewedFirst)),
  // The world holds published lessons only: any other id, ally or country is the API's 404.
  handle(lessonEndpoints.lessonPreview, ({ params, query: { country, ally_code } }) => {
    const lesson = mockState().lessons.find(
      (candidate) =>
        candidate.detail.id === params.id && candidate.allyCode === ally_code && candidate.countries.includes(country),
    );
    return lesson ? lessonPreviewOf(lesson.detail) : notFound('Lesson not found');
  }),

  // Before /api/lessons/{id}/, which would otherwise take "recommendations" for an id.
  learnerList(lessonEndpoints.recommendations, ({ detail }) => detail.progress === 0),
  learnerList(lessonEndpoints.following, ({ detail }) => detail.progress > 0 && detail.progress < 100),
  learnerList(lessonEndpoints.favorites, ({ detail }) => detail.favorite),

  handle(
    lessonEndpoints.lesson,
    ({ params, user }) => lessonFor(user, params.id)?.detail ?? notFound('Lesson not found'),
  ),
];
