import { lessonEndpoints } from '@aula/contracts/endpoints/lessons';
import { mockState } from '../state';
import { handle } from './declared';
import { lessonFor } from './lesson-access';
import { notFound } from './responses';

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

export const lessonActionHandlers = [
  // `{ favorite }` sets that state; the spec's empty body toggles (as the API does).
  handle(lessonEndpoints.setFavorite, ({ params, user, body }) => {
    const lesson = lessonFor(user, params.id);
    if (!lesson) return notFound('Lesson not found');
    lesson.detail.favorite = body ? body.favorite : !lesson.detail.favorite;
    return { favorite: lesson.detail.favorite };
  }),

  // One rating per learner: rating again replaces the earlier one in the average.
  handle(lessonEndpoints.setRating, ({ params, user, body }) => {
    const lesson = lessonFor(user, params.id);
    if (!lesson) return notFound('Lesson not found');
    const totals = mockState().ratings[lesson.detail.id] ?? { count: 0, sum: 0 };
    const previous = lesson.detail.rating;
    totals.sum += body.rating - (previous ?? 0);
    totals.count += previous === null ? 1 : 0;
    mockState().ratings[lesson.detail.id] = totals;
    lesson.detail.rating = body.rating;
    lesson.detail.rating_average = twoDecimals(totals.sum / totals.count);
    return { rating: body.rating, rating_average: lesson.detail.rating_average, rating_count: totals.count };
  }),
];
