// The forgot-password page's forms posted to the server before the app runs (or without it): a
// reset link by email or by WhatsApp. Sent, the page shows its "check your messages" in the same
// neutral words as the app, which never say whether the address has an account (303, so a reload
// sends nothing again); refused, the form is drawn with what was typed and why.
import { accountApi } from '@aula/api-client/account';
import { refusalOf } from '@aula/api-client/errors';
import { actionDispatch } from '@aula/api-client/page-action';
import { type AllySite, allyPath, allySiteOf } from '@aula/contracts/site-paths';
import type { PhoneValue } from '@aula/ui-kit/dial-codes';
import { FORM_NAME_FIELD, type FormSubmission, postedValues } from '@aula/ui-kit/forms/page-form';
import { type ActionFunctionArgs, data, redirect } from 'react-router';
import { phoneOnly } from '../sign-in/credentials';
import { RESET_REQUEST_FORMS, resetByEmail } from './recovery-forms';
import { CHANNEL_PARAM, CHANNEL_WORDS, type Channel, emailQuery, phoneQuery, SENT_PARAM } from './recovery-query';

const REFUSED = { status: 400 };

/** The page's "sent" state on the tab of `channel`, with where the link went (the form's fields). */
const sentPage = (site: AllySite, channel: Channel, sentTo: Record<string, string>) =>
  redirect(
    allyPath(site, 'forgotPassword', {}, { [CHANNEL_PARAM]: CHANNEL_WORDS[channel], ...sentTo, [SENT_PARAM]: '1' }),
  );

export async function forgotPasswordAction({ request, params, context }: ActionFunctionArgs) {
  const dispatch = actionDispatch(context);
  const site = allySiteOf(params);
  if (!site) throw new Response('Not found', { status: 404 });
  const posted = await request.formData();
  const form = posted.get(FORM_NAME_FIELD);

  if (form === RESET_REQUEST_FORMS.email) {
    const values = postedValues(posted, { email: '' });
    const checked = resetByEmail.safeParse(values);
    if (!checked.success) return data<FormSubmission>({ form, values }, REFUSED);
    const sent = await dispatch(accountApi.endpoints.sendResetPassword.initiate({ email: checked.data.email }));
    if ('error' in sent && sent.error)
      return data<FormSubmission>({ form, values, refusal: refusalOf(sent.error) }, REFUSED);
    return sentPage(site, 'email', emailQuery(checked.data.email));
  }
  if (form === RESET_REQUEST_FORMS.phone) {
    const values = postedValues<{ phone_number: PhoneValue }>(posted, {
      phone_number: { country: site.country, number: '' },
    });
    const checked = phoneOnly.safeParse(values);
    if (!checked.success) return data<FormSubmission>({ form, values }, REFUSED);
    const sent = await dispatch(
      accountApi.endpoints.sendPhoneToken.initiate({ phone_number: checked.data.phone_number }),
    );
    if ('error' in sent && sent.error)
      return data<FormSubmission>({ form, values, refusal: refusalOf(sent.error) }, REFUSED);
    return sentPage(site, 'phone', phoneQuery(values.phone_number));
  }
  return data({ form: null }, REFUSED);
}
