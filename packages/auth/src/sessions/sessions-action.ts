// The sessions page's forms posted to the server before the app runs (or without it): end one
// session, or every other one. Ended, back to the page saying how many (303, so a reload sends
// nothing again); ending this very session is signing out, and lands on the ally's home page (the
// API clears its cookie, and that answer's cookies reach the learner as a sign-out's do).
import { accountApi } from '@aula/api-client/account';
import { refusalOf } from '@aula/api-client/errors';
import { actionDispatch } from '@aula/api-client/page-action';
import { allyPath, allySiteOf } from '@aula/contracts/site-paths';
import { FORM_NAME_FIELD, type FormSubmission, postedPagePath } from '@aula/ui-kit/forms/page-form';
import { type ActionFunctionArgs, data, redirect } from 'react-router';
import { ASK_PARAM, ENDED_PARAM, ended, SESSION_FORMS, SESSION_ID_FIELD } from './session-forms';

/** A session id as posted: a whole number above zero, or nothing. */
function sessionIdOf(posted: FormDataEntryValue | null): number | undefined {
  const id = typeof posted === 'string' && /^\d+$/.test(posted) ? Number(posted) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export async function sessionsAction({ request, params, context }: ActionFunctionArgs) {
  const dispatch = actionDispatch(context);
  const site = allySiteOf(params);
  if (!site) throw new Response('Not found', { status: 404 });
  const posted = await request.formData();
  const form = posted.get(FORM_NAME_FIELD);
  if (form !== SESSION_FORMS.one && form !== SESSION_FORMS.others) return data({ form: null }, { status: 400 });
  const values = form === SESSION_FORMS.one ? { [SESSION_ID_FIELD]: String(posted.get(SESSION_ID_FIELD) ?? '') } : {};
  const failed = (error: unknown) => data<FormSubmission>({ form, values, refusal: refusalOf(error) }, { status: 400 });

  // The list says which session is this one: it is never among "the others", and ending it signs out.
  const listed = await dispatch(accountApi.endpoints.sessions.initiate(undefined, { subscribe: false }));
  if (!listed.data) return failed(listed.error);
  const current = listed.data.results.find((session) => session.current)?.id;
  let ids: number[];
  if (form === SESSION_FORMS.one) {
    const id = sessionIdOf(posted.get(SESSION_ID_FIELD));
    if (id === undefined) return failed(undefined);
    ids = [id];
  } else ids = listed.data.results.filter((session) => !session.current).map((session) => session.id);

  const results = await Promise.all(ids.map((id) => dispatch(accountApi.endpoints.endSession.initiate(id))));
  const refused = results.find((result) => !ended(result));
  if (refused) return failed('error' in refused ? refused.error : undefined);
  if (current !== undefined && ids.includes(current)) return redirect(allyPath(site, 'landing'));

  const next = new URL(postedPagePath(request), 'http://page.invalid');
  next.searchParams.delete(ASK_PARAM);
  if (ids.length > 0) next.searchParams.set(ENDED_PARAM, String(ids.length));
  else next.searchParams.delete(ENDED_PARAM);
  return redirect(`${next.pathname}${next.search}`);
}
