// The reminders form posted to the server before the app runs (or without it): checked by the same
// contract as in the app, saved (which records the consent, or its withdrawal, from this page), and
// back to the form saying so (303, so a reload sends nothing again); refused, the form is drawn
// with the choice sent and what was wrong with it.
import { refusalOf } from '@aula/api-client/errors';
import { actionDispatch } from '@aula/api-client/page-action';
import { remindersApi } from '@aula/api-client/reminders';
import { type ReminderPreferencesInput, reminderPreferencesInput } from '@aula/contracts/reminder-preferences';
import { FORM_NAME_FIELD, type FormSubmission, postedPagePath } from '@aula/ui-kit/forms/page-form';
import type { ServerRefusal } from '@aula/ui-kit/forms/server-refusal';
import { type ActionFunctionArgs, data, redirect } from 'react-router';
import { choiceOf, postedChoice, REMINDERS_FORM, SAVED_PARAM } from './reminder-choice';

export async function remindersAction({ request, context }: ActionFunctionArgs) {
  const dispatch = actionDispatch(context);
  const posted = await request.formData();
  if (posted.get(FORM_NAME_FIELD) !== REMINDERS_FORM) return data({ form: null }, { status: 400 });
  const current = await dispatch(remindersApi.endpoints.reminderPreferences.initiate(undefined, { subscribe: false }));
  if (!current.data) throw new Response('Reminder preferences unavailable', { status: 502 });
  const values = postedChoice(posted, choiceOf(current.data));
  const answer = (refusal?: ServerRefusal) =>
    data<FormSubmission<ReminderPreferencesInput>>(
      { form: REMINDERS_FORM, values, ...(refusal && { refusal }) },
      { status: 400 },
    );

  const checked = reminderPreferencesInput.safeParse(values);
  if (!checked.success) return answer();
  const result = await dispatch(remindersApi.endpoints.saveReminderPreferences.initiate(checked.data));
  if ('error' in result && result.error) return answer(refusalOf(result.error));

  const next = new URL(postedPagePath(request), 'http://page.invalid');
  next.searchParams.set(SAVED_PARAM, '1');
  return redirect(`${next.pathname}${next.search}`);
}
