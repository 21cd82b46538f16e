// The lesson screen's forms posted to the server before the app runs (or without it): the heart,
// the stars and a check part's answers. A saved change goes back to the lesson (303, so a reload
// sends nothing again); one the server could not save draws the lesson with the screen's own
// failure message. A check's grade is drawn at once (check/check-action.ts says why).
import { refusalOf } from '@aula/api-client/errors';
import { lessonsApi } from '@aula/api-client/lessons';
import { actionDispatch } from '@aula/api-client/page-action';
import { routeId } from '@aula/contracts/route-params';
import { FORM_NAME_FIELD, postedPagePath } from '@aula/ui-kit/forms/page-form';
import { type ActionFunctionArgs, data, redirect } from 'react-router';
import { answerPostedCheck } from '../check/check-action';
import { LESSON_FORMS, type LessonFormFailure } from '../shared/lesson-forms';

const RATINGS = new Set(['1', '2', '3', '4', '5']);

export async function lessonAction({ request, params, context }: ActionFunctionArgs) {
  const dispatch = actionDispatch(context);
  const lessonId = routeId(params.lessonId);
  if (lessonId === undefined) throw new Response('Not found', { status: 404 });
  const posted = await request.formData();
  const form = posted.get(FORM_NAME_FIELD);
  const failed = (name: string, error: unknown) =>
    data<LessonFormFailure>({ form: name, values: {}, failed: true, refusal: refusalOf(error) }, { status: 400 });

  if (form === LESSON_FORMS.favorite) {
    const favorite = posted.get('favorite');
    if (favorite !== 'true' && favorite !== 'false') return failed(LESSON_FORMS.favorite, undefined);
    const result = await dispatch(
      lessonsApi.endpoints.setFavorite.initiate({ lessonId, favorite: favorite === 'true' }),
    );
    return 'error' in result && result.error
      ? failed(LESSON_FORMS.favorite, result.error)
      : redirect(postedPagePath(request));
  }
  if (form === LESSON_FORMS.rating) {
    const rating = posted.get('rating');
    if (typeof rating !== 'string' || !RATINGS.has(rating)) return failed(LESSON_FORMS.rating, undefined);
    const result = await dispatch(lessonsApi.endpoints.setRating.initiate({ lessonId, rating: Number(rating) }));
    return 'error' in result && result.error
      ? failed(LESSON_FORMS.rating, result.error)
      : redirect(postedPagePath(request));
  }
  if (form === LESSON_FORMS.check) return answerPostedCheck(posted, lessonId, dispatch);
  return data({ form: null }, { status: 400 });
}
