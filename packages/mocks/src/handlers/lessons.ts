import { lessonScopeQuery } from '@aula/contracts/lessons';
import { HttpResponse, http } from 'msw';
import { type LessonFixture, lessonSummaryOf } from '../fixtures/lessons';
import { mockState } from '../state';
import { asUser } from './bearer';
import { learnerSummaryOf, lessonFor, lessonsOf } from './lesson-access';
import { badRequest, notFound, searchParamsOf } from './responses';

type LessonOrder = (a: LessonFixture, b: LessonFixture) => number;

const newestFirst: LessonOrder = (a, b) => b.publishedOn.localeCompare(a.publishedOn);
const mostViewedFirst: LessonOrder = (a, b) => b.detail.views - a.detail.views;

/** Both public lists take the same `country` + `ally_code` scope and differ only in order. */
function lessonList(order: LessonOrder) {
  return ({ request }: { request: Request }) => {
    const query = lessonScopeQuery.safeParse(searchParamsOf(request));
    if (!query.success) return badRequest(query.error.issues);
    const { country, ally_code } = query.data;
    const results = mockState()
      .lessons.filter((lesson) => lesson.allyCode === ally_code && lesson.countries.includes(country))
      .sort(order)
      .map((lesson) => lessonSummaryOf(lesson.detail));
    return HttpResponse.json({ results });
  };
}

/** A learner's list of their ally's lessons in their country, chosen by the learner's state. */
function learnerList(keep: (lesson: LessonFixture) => boolean) {
  return asUser(({ user }) => {
    const results = lessonsOf(user)
      .filter((lesson) => lesson.countries.includes(user.country) && keep(lesson))
      .sort(mostViewedFirst)
      .map((lesson) => learnerSummaryOf(lesson.detail));
    return HttpResponse.json({ results });
  });
}

export const lessonHandlers = [
  http.get('*/api/new_lessons/', lessonList(newestFirst)),
  http.get('*/api/most_viewed_lessons/', lessonList(mostViewedFirst)),

  // Before /api/lessons/:id/, which would otherwise take "recommendations" for an id.
  http.get(
    '*/api/lessons/recommendations/',
    learnerList(({ detail }) => detail.progress === 0),
  ),
  http.get(
    '*/api/lessons/following/',
    learnerList(({ detail }) => detail.progress > 0 && detail.progress < 100),
  ),
  http.get(
    '*/api/favorites/',
    learnerList(({ detail }) => detail.favorite),
  ),

  http.get<{ id: string }>(
    '*/api/lessons/:id/',
    asUser(({ params, user }) => {
      const lesson = lessonFor(user, params.id);
      return lesson ? HttpResponse.json(lesson.detail) : notFound('Lesson not found');
    }),
  ),
];
