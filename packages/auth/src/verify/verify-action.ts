// The code screen's forms posted to the server before the app runs (or without it): the code
// (a right one for a new account signs in: its session cookie reaches the learner), another code,
// or the number to send one to.
import { accountApi } from '@aula/api-client/account';
import { refusalOf } from '@aula/api-client/errors';
import { actionDispatch } from '@aula/api-client/page-action';
import { allyPath, allySiteOf } from '@aula/contracts/site-paths';
import { dialCodes, toInternationalNumber } from '@aula/ui-kit/dial-codes';
import { FORM_NAME_FIELD, type FormSubmission, postedValues } from '@aula/ui-kit/forms/page-form';
import { type ActionFunctionArgs, data, redirect } from 'react-router';
import { verifyQuery } from '../register/register-submission';
import { safeRedirectPath } from '../shared/safe-redirect';
import { RESEND_FIELD, VERIFY_FORMS } from './verify-forms';

export async function verifyAction({ request, params, context }: ActionFunctionArgs) {
  const dispatch = actionDispatch(context);
  const site = allySiteOf(params);
  if (!site) throw new Response('Not found', { status: 404 });
  const posted = await request.formData();
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirect'));
  const { phone_number: phone } = postedValues(posted, { phone_number: { country: site.country, number: '' } });
  const phoneNumber = toInternationalNumber(phone);
  const form = posted.get(FORM_NAME_FIELD);

  const sendCode = async () => {
    const sent = await dispatch(
      accountApi.endpoints.waVerificationCode.initiate({
        phone_number: phoneNumber,
        code: dialCodes[phone.country] ?? '',
        method: 'whatsapp',
      }),
    );
    if ('error' in sent && sent.error) {
      return data<FormSubmission>(
        { form: String(form), values: { phone_number: phone }, refusal: refusalOf(sent.error) },
        { status: 400 },
      );
    }
    return redirect(allyPath(site, 'verifyPhone', {}, verifyQuery(phone, Date.now(), redirectTo)));
  };

  if (form === VERIFY_FORMS.ask || (form === VERIFY_FORMS.code && posted.has(RESEND_FIELD))) return sendCode();
  if (form !== VERIFY_FORMS.code) return data({ form: null }, { status: 400 });
  const code = posted.getAll('verification_code').join('').replace(/\D/g, '');
  const checked = await dispatch(
    accountApi.endpoints.waValidation.initiate({ phone_number: phoneNumber, verification_code: code }),
  );
  if ('error' in checked && checked.error) {
    return data<FormSubmission>(
      { form: VERIFY_FORMS.code, values: { verification_code: '' }, refusal: refusalOf(checked.error) },
      { status: 400 },
    );
  }
  if (checked.data?.session) return redirect(redirectTo ?? allyPath(site, 'seccion'));
  // Verified but not signed in: the sign-in still leads where the learner was going.
  return redirect(allyPath(site, 'login', {}, { redirect: redirectTo }));
}
