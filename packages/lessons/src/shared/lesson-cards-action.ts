// The hearts on lesson cards posted to the server before the app runs (or without it): the
// learner's home and favourites. A saved heart goes back to the same list (303, so a reload sends
// nothing again); one the server could not save draws the list with the screen's failure message.
import { refusalOf } from '@aula/api-client/errors';
import { lessonsApi } from '@aula/api-client/lessons';
import { actionDispatch } from '@aula/api-client/page-action';
import { routeId } from '@aula/contracts/route-params';
import { FORM_NAME_FIELD, postedPagePath } from '@aula/ui-kit/forms/page-form';
import { type ActionFunctionArgs, data, redirect } from 'react-router';
import { CARD_LESSON_FIELD, LESSON_FORMS, type LessonFormFailure } from './lesson-forms';

export async function lessonCardsAction({ request, context }: ActionFunctionArgs) {
  const dispatch = actionDispatch(context);
  const posted = await request.formData();
  if (posted.get(FORM_NAME_FIELD) !== LESSON_FORMS.favorite) return data({ form: null }, { status: 400 });
  const failed = (error: unknown) =>
    data<LessonFormFailure>(
      { form: LESSON_FORMS.favorite, values: {}, failed: true, refusal: refusalOf(error) },
      { status: 400 },
    );
  const lesson = posted.get(CARD_LESSON_FIELD);
  const lessonId = routeId(typeof lesson === 'string' ? lesson : undefined);
  const favorite = posted.get('favorite');
  if (lessonId === undefined || (favorite !== 'true' && favorite !== 'false')) return failed(undefined);
  const result = await dispatch(lessonsApi.endpoints.setFavorite.initiate({ lessonId, favorite: favorite === 'true' }));
  return 'error' in result && result.error ? failed(result.error) : redirect(postedPagePath(request));
}
