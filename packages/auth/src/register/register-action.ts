// The quick and full registrations posted to the server before the app runs (or without it):
// checked by the same contracts, sent, and on the API's 202 on to the code screen with the number
// in its address (the app hands it over in history, which a page round trip does not keep).
import { accountApi } from '@aula/api-client/account';
import { refusalOf } from '@aula/api-client/errors';
import { actionDispatch } from '@aula/api-client/page-action';
import { allyPath, allySiteOf } from '@aula/contracts/site-paths';
import type { PhoneValue } from '@aula/ui-kit/dial-codes';
import { FORM_NAME_FIELD, type FormSubmission, postedValues } from '@aula/ui-kit/forms/page-form';
import type { ServerRefusal } from '@aula/ui-kit/forms/server-refusal';
import { type ActionFunctionArgs, data, redirect } from 'react-router';
import { safeRedirectPath } from '../shared/safe-redirect';
import { REGISTER_FORMS, verifyQuery } from './register-submission';
import { fullRegistration, fullValues, quickRegistration, quickValues } from './registration-values';

/** The page is drawn in Spanish before the app runs: reminders would be written in it. */
const PAGE_LANGUAGE = 'es';

/** A number the ally does not serve is said as such, as the app says it (use-registration.ts). */
const refusalFor = (error: unknown): ServerRefusal => {
  const refusal = refusalOf(error);
  return refusal.fields.some((field) => field.field === 'ally_code') ? { code: 'not_offered', fields: [] } : refusal;
};

export async function registerAction({ request, params, context }: ActionFunctionArgs) {
  const dispatch = actionDispatch(context);
  const site = allySiteOf(params);
  if (!site) throw new Response('Not found', { status: 404 });
  const posted = await request.formData();
  const form = posted.get(FORM_NAME_FIELD);
  const emptyPhone = { country: site.country, number: '' };
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirect'));

  const answer = <T extends object>(values: T, secret: keyof T, refusal?: ServerRefusal) =>
    data<FormSubmission<T & Record<string, unknown>>>(
      // A refused secret is not sent back into the page; one its own rules refuse is, to be marked.
      {
        form: String(form),
        values: (refusal ? { ...values, [secret]: '' } : values) as T & Record<string, unknown>,
        ...(refusal && { refusal }),
      },
      { status: 400 },
    );

  /** Checks `values` with `schema`, sends them with `send`, and on the API's 202 goes on to the code. */
  const registerWith = async <T extends { phone_number: PhoneValue }, R>(
    values: T,
    secret: keyof T,
    schema: { safeParse: (input: unknown) => { success: true; data: R } | { success: false } },
    send: (registration: R) => Promise<{ error?: unknown }>,
  ) => {
    const checked = schema.safeParse(values);
    if (!checked.success) return answer(values, secret);
    const sent = await send(checked.data);
    if (sent.error) return answer(values, secret, refusalFor(sent.error));
    return redirect(allyPath(site, 'verifyPhone', {}, verifyQuery(values.phone_number, Date.now(), redirectTo)));
  };

  if (form === REGISTER_FORMS.quick) {
    return registerWith(
      postedValues(posted, quickValues(emptyPhone)),
      'login_pin',
      quickRegistration(site.allyCode, PAGE_LANGUAGE),
      (registration) => dispatch(accountApi.endpoints.simpleRegister.initiate({ country: site.country, registration })),
    );
  }
  if (form === REGISTER_FORMS.full) {
    return registerWith(
      postedValues(posted, fullValues(emptyPhone)),
      'password',
      fullRegistration(site.allyCode, PAGE_LANGUAGE),
      (registration) => dispatch(accountApi.endpoints.register.initiate({ country: site.country, registration })),
    );
  }
  return data({ form: null }, { status: 400 });
}
