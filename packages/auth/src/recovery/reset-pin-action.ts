// The forgotten-PIN page's forms posted to the server before the app runs (or without it): the
// number a WhatsApp code goes to, then the code and the new PIN (or another code, or another
// number). A code sent leads to the code's form with the number and the time in the page's address
// (303); the new PIN saved, to sign in, where the app sends the learner. A refused code or PIN
// comes back with the fault marked and both boxes empty: neither is ever sent back into a page.
import { accountApi } from '@aula/api-client/account';
import { refusalOf } from '@aula/api-client/errors';
import { actionDispatch } from '@aula/api-client/page-action';
import { allyPath, allySiteOf } from '@aula/contracts/site-paths';
import { type PhoneValue, toInternationalNumber } from '@aula/ui-kit/dial-codes';
import { FORM_NAME_FIELD, type FormSubmission, postedValues } from '@aula/ui-kit/forms/page-form';
import type { ServerRefusal } from '@aula/ui-kit/forms/server-refusal';
import { type ActionFunctionArgs, data, redirect } from 'react-router';
import { phoneOnly } from '../sign-in/credentials';
import { RESEND_FIELD } from '../verify/verify-forms';
import { type NewPinValues, newPinRequest, OTHER_NUMBER_FIELD, RESET_PIN_FORMS } from './recovery-forms';
import { phoneQuery, SENT_PARAM } from './recovery-query';
import { secretFaults } from './secret-faults';

const REFUSED = { status: 400 };
const BLANK: NewPinValues = { verification_code: '', login_pin: '' };

const text = (posted: FormData, name: string) => {
  const value = posted.get(name);
  return typeof value === 'string' ? value : '';
};

export async function resetPinAction({ request, params, context }: ActionFunctionArgs) {
  const dispatch = actionDispatch(context);
  const site = allySiteOf(params);
  if (!site) throw new Response('Not found', { status: 404 });
  const posted = await request.formData();
  const form = posted.get(FORM_NAME_FIELD);
  const { phone_number: phone } = postedValues<{ phone_number: PhoneValue }>(posted, {
    phone_number: { country: site.country, number: '' },
  });
  const checkedPhone = phoneOnly.safeParse({ phone_number: phone });
  const refusedPin = (refusal: ServerRefusal) =>
    data<FormSubmission<NewPinValues>>({ form: RESET_PIN_FORMS.pin, values: BLANK, refusal }, REFUSED);

  /** Asks for a code by WhatsApp: the API's refusal, or nothing once it is on its way. */
  const sendCode = async (phoneNumber: string) => {
    const sent = await dispatch(accountApi.endpoints.resetLoginPin.initiate({ phone_number: phoneNumber }));
    return 'error' in sent && sent.error ? refusalOf(sent.error) : undefined;
  };
  /** The code's form for that number, its resend countdown running from now. */
  const codeSent = () =>
    redirect(allyPath(site, 'resetPin', {}, { ...phoneQuery(phone), [SENT_PARAM]: String(Date.now()) }));

  if (form === RESET_PIN_FORMS.ask) {
    const values = { phone_number: phone };
    if (!checkedPhone.success) return data<FormSubmission>({ form, values }, REFUSED);
    const refusal = await sendCode(checkedPhone.data.phone_number);
    return refusal ? data<FormSubmission>({ form, values, refusal }, REFUSED) : codeSent();
  }
  if (form !== RESET_PIN_FORMS.pin) return data({ form: null }, REFUSED);
  // The code's form carries its number in hidden fields: without a usable one, it is asked again.
  if (!checkedPhone.success || posted.has(OTHER_NUMBER_FIELD)) {
    return redirect(allyPath(site, 'resetPin', {}, checkedPhone.success ? phoneQuery(phone) : {}));
  }
  if (posted.has(RESEND_FIELD)) {
    const refusal = await sendCode(checkedPhone.data.phone_number);
    return refusal ? refusedPin(refusal) : codeSent();
  }

  // The code's boxes post one digit each, in order, under one name.
  const values: NewPinValues = {
    verification_code: posted.getAll('verification_code').join(''),
    login_pin: text(posted, 'login_pin'),
  };
  const schema = newPinRequest(toInternationalNumber(phone));
  const faults = secretFaults(schema, { ...values });
  if (faults) return refusedPin(faults);
  const saved = await dispatch(accountApi.endpoints.confirmLoginPin.initiate(schema.parse(values)));
  if ('error' in saved && saved.error) return refusedPin(refusalOf(saved.error));
  return redirect(allyPath(site, 'login'));
}
