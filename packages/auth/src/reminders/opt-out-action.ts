// The opt-out page's one button posted to the server before the app runs (or without it): the
// learner is opted out and the same page says so (303, so a reload sends nothing again). A link
// the API refuses (forged, cut short) is drawn as the screen's dead link; one the connection
// failed, with its "try again".
import { refusalOf } from '@aula/api-client/errors';
import { actionDispatch } from '@aula/api-client/page-action';
import { remindersApi } from '@aula/api-client/reminders';
import { FORM_NAME_FIELD, type FormSubmission, postedPagePath } from '@aula/ui-kit/forms/page-form';
import type { ServerRefusal } from '@aula/ui-kit/forms/server-refusal';
import { type ActionFunctionArgs, data, redirect } from 'react-router';
import { DONE_PARAM, looksLikeToken, OPT_OUT_FORM, TOKEN_PARAM } from './opt-out-link';

export async function optOutAction({ request, context }: ActionFunctionArgs) {
  const dispatch = actionDispatch(context);
  const posted = await request.formData();
  if (posted.get(FORM_NAME_FIELD) !== OPT_OUT_FORM) return data({ form: null }, { status: 400 });
  const refused = (refusal: ServerRefusal) =>
    data<FormSubmission>({ form: OPT_OUT_FORM, values: {}, refusal }, { status: 400 });

  const page = new URL(postedPagePath(request), 'http://page.invalid');
  const token = page.searchParams.get(TOKEN_PARAM) ?? '';
  if (!looksLikeToken(token)) return refused({ code: 'bad_request', fields: [] });
  const result = await dispatch(remindersApi.endpoints.reminderOptOut.initiate(token));
  if ('error' in result && result.error) return refused(refusalOf(result.error));
  page.searchParams.set(DONE_PARAM, '1');
  return redirect(`${page.pathname}${page.search}`);
}
