import { setFavoriteRequest, setRatingRequest } from '@aula/contracts/lessons';
import { HttpResponse, http } from 'msw';
import { mockState } from '../state';
import { asUser } from './bearer';
import { lessonFor } from './lesson-access';
import { badRequest, jsonBody, notFound } from './responses';

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

export const lessonActionHandlers = [
  // `{ favorite }` sets that state; the spec's empty body toggles (as the API does).
  http.post<{ id: string }>(
    '*/api/lessons/:id/set_favorite/',
    asUser(async ({ request, params, user }) => {
      const lesson = lessonFor(user, params.id);
      if (!lesson) return notFound('Lesson not found');
      const text = await request.text();
      const body = text ? setFavoriteRequest.safeParse(JSON.parse(text)) : undefined;
      if (body && !body.success) return badRequest(body.error.issues);
      lesson.detail.favorite = body ? body.data.favorite : !lesson.detail.favorite;
      return HttpResponse.json({ favorite: lesson.detail.favorite });
    }),
  ),

  // One rating per learner: rating again replaces the earlier one in the average.
  http.post<{ id: string }>(
    '*/api/lessons/:id/set_rating/',
    asUser(async ({ request, params, user }) => {
      const lesson = lessonFor(user, params.id);
      if (!lesson) return notFound('Lesson not found');
      const body = setRatingRequest.safeParse(await jsonBody(request));
      if (!body.success) return badRequest(body.error.issues);

      const totals = mockState().ratings[lesson.detail.id] ?? { count: 0, sum: 0 };
      const previous = lesson.detail.rating;
      totals.sum += body.data.rating - (previous ?? 0);
      totals.count += previous === null ? 1 : 0;
      mockState().ratings[lesson.detail.id] = totals;
      lesson.detail.rating = body.data.rating;
      lesson.detail.rating_average = twoDecimals(totals.sum / totals.count);
      return HttpResponse.json({
        rating: body.data.rating,
        rating_average: lesson.detail.rating_average,
        rating_count: totals.count,
      });
    }),
  ),
];
