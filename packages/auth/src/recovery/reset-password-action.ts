// The reset link's new password posted to the server before the app runs (or without it). Saved,
// the learner signs in with it, where the app sends them (303); refused (too short, not repeated
// the same, too common, the link expired or used), the form is drawn again with the fault marked
// and both boxes empty: a password is never sent back into a page.
import { accountApi } from '@aula/api-client/account';
import { refusalOf } from '@aula/api-client/errors';
import { actionDispatch } from '@aula/api-client/page-action';
import { verificationTokenQuery } from '@aula/contracts/account';
import { allyPath, allySiteOf } from '@aula/contracts/site-paths';
import { FORM_NAME_FIELD, type FormSubmission, postedValues } from '@aula/ui-kit/forms/page-form';
import type { ServerRefusal } from '@aula/ui-kit/forms/server-refusal';
import { type ActionFunctionArgs, data, redirect } from 'react-router';
import { confirmation, type NewPassword } from '../shared/new-password-fields';
import { NEW_PASSWORD_FORM, newPasswordRequest } from './recovery-forms';
import { secretFaults } from './secret-faults';

const BLANK: NewPassword = { password: '', confirm_password: '' };

export async function resetPasswordAction({ request, params, context }: ActionFunctionArgs) {
  const dispatch = actionDispatch(context);
  const site = allySiteOf(params);
  if (!site) throw new Response('Not found', { status: 404 });
  const posted = await request.formData();
  if (posted.get(FORM_NAME_FIELD) !== NEW_PASSWORD_FORM) return data({ form: null }, { status: 400 });
  const refused = (refusal: ServerRefusal) =>
    data<FormSubmission<NewPassword>>({ form: NEW_PASSWORD_FORM, values: BLANK, refusal }, { status: 400 });

  // The link's parts are in the page's address, where the message put them.
  const address = new URL(request.url).searchParams;
  const link = verificationTokenQuery.safeParse({ token: address.get('token'), uidb64: address.get('uidb64') });
  if (!link.success) return refused({ code: 'invalid_token', fields: [] });
  const values = postedValues(posted, BLANK);
  const schema = newPasswordRequest(link.data.token, link.data.uidb64);
  const faults = secretFaults(schema, { ...values }, confirmation);
  if (faults) return refused(faults);
  const saved = await dispatch(accountApi.endpoints.setNewPassword.initiate(schema.parse(values)));
  if ('error' in saved && saved.error) return refused(refusalOf(saved.error));
  // The API ended every session of the account, this visitor's among them: they sign in again.
  return redirect(allyPath(site, 'login'));
}
