import { idParam } from '@aula/contracts/common';
import { lessonScopeQuery } from '@aula/contracts/lessons';
import { HttpResponse, http } from 'msw';
import { type LessonFixture, lessonSummaryOf } from '../fixtures/lessons';
import { mockState } from '../state';
import { unauthorized, userOf } from './bearer';
import { badRequest, notFound } from './responses';

type LessonOrder = (a: LessonFixture, b: LessonFixture) => number;

const newestFirst: LessonOrder = (a, b) => b.publishedOn.localeCompare(a.publishedOn);
const mostViewedFirst: LessonOrder = (a, b) => b.detail.views - a.detail.views;

/** Both public lists take the same `country` + `ally_code` scope and differ only in order. */
function lessonList(order: LessonOrder) {
  return ({ request }: { request: Request }) => {
    const query = lessonScopeQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return badRequest(query.error.issues);
    const { country, ally_code } = query.data;
    const results = mockState()
      .lessons.filter((lesson) => lesson.allyCode === ally_code && lesson.countries.includes(country))
      .sort(order)
      .map((lesson) => lessonSummaryOf(lesson.detail));
    return HttpResponse.json({ results });
  };
}

export const lessonHandlers = [
  http.get('*/api/new_lessons/', lessonList(newestFirst)),
  http.get('*/api/most_viewed_lessons/', lessonList(mostViewedFirst)),

  http.get<{ id: string }>('*/api/lessons/:id/', ({ request, params }) => {
    const user = userOf(request);
    if (!user) return unauthorized();
    const id = idParam.safeParse(params.id);
    // Another ally's lesson answers 404, not 403, so ids do not reveal other allies' catalogues.
    const lesson = mockState().lessons.find(
      (candidate) => id.success && candidate.detail.id === id.data && candidate.allyCode === user.ally_code,
    );
    return lesson ? HttpResponse.json(lesson.detail) : notFound('Lesson not found');
  }),
];
