// The password form of the account page posted to the server before the app runs (or without it):
// a first password (proved by the PIN of a PIN-only account) or a new one (proved by the current
// password), checked by the same contract as in the app. Saved, back to the page saying so (303,
// so a reload sends nothing again); refused, the page draws what was wrong, never the secrets.
import { accountApi } from '@aula/api-client/account';
import { refusalOf } from '@aula/api-client/errors';
import { actionDispatch } from '@aula/api-client/page-action';
import { FORM_NAME_FIELD, type FormSubmission, postedPagePath, postedValues } from '@aula/ui-kit/forms/page-form';
import type { ServerRefusal } from '@aula/ui-kit/forms/server-refusal';
import { type ActionFunctionArgs, data, redirect } from 'react-router';
import {
  currentSecretOf,
  EMPTY_PASSWORD,
  PASSWORD_FORM,
  type PasswordValues,
  passwordChange,
  passwordFaults,
  SAVED_AS,
  SAVED_PARAM,
} from './password-change';

/** The form's own faults travel as a refusal: the page has no secret to find them in. */
const OWN_RULES = 'bad_request';

export async function settingsAction({ request, context }: ActionFunctionArgs) {
  const dispatch = actionDispatch(context);
  const posted = await request.formData();
  if (posted.get(FORM_NAME_FIELD) !== PASSWORD_FORM) return data({ form: null }, { status: 400 });
  // Which secret is asked is the account's to say, not the post's.
  const secrets = await dispatch(accountApi.endpoints.checkPassword.initiate(undefined, { subscribe: false }));
  if (!secrets.data) throw new Response('Account unavailable', { status: 502 });
  const asks = currentSecretOf(secrets.data);
  const values = postedValues(posted, EMPTY_PASSWORD);
  const refused = (refusal: ServerRefusal) =>
    data<FormSubmission<PasswordValues>>({ form: PASSWORD_FORM, values: EMPTY_PASSWORD, refusal }, { status: 400 });

  const faults = passwordFaults(values, asks);
  if (faults.length > 0) return refused({ code: OWN_RULES, fields: faults });
  const checked = passwordChange(asks).parse(values);
  const result = await dispatch(accountApi.endpoints.updatePassword.initiate(checked));
  if ('error' in result && result.error) return refused(refusalOf(result.error));

  const next = new URL(postedPagePath(request), 'http://page.invalid');
  next.searchParams.set(SAVED_PARAM, SAVED_AS[secrets.data.has_password ? 'change' : 'create']);
  return redirect(`${next.pathname}${next.search}`);
}
