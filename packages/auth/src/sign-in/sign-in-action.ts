// The sign-in page's forms posted to the server: a phone looked up, then its password or PIN; or
// an email and password. Run by the server renderer with the visitor's own store, so a learner
// whose app has not started (a slow line) or never does signs in all the same.
import { accountApi } from '@aula/api-client/account';
import { refusalOf } from '@aula/api-client/errors';
import { actionDispatch } from '@aula/api-client/page-action';
import type { LoginRequest } from '@aula/contracts/auth';
import { allyPath, allySiteOf } from '@aula/contracts/site-paths';
import { FORM_NAME_FIELD, postedValues } from '@aula/ui-kit/forms/page-form';
import { type ActionFunctionArgs, data, redirect } from 'react-router';
import { safeRedirectPath } from '../shared/safe-redirect';
import { emailCredentials, phoneCredentials, phoneOnly, type SecretMode, secretModesOf } from './credentials';
import {
  CHOSEN_MODE_FIELD,
  type EmailSubmission,
  type PhoneSubmission,
  type SecretSubmission,
  SIGN_IN_FORMS,
} from './sign-in-submission';

const REFUSED = { status: 400 };
const secretModes = (posted: FormData): SecretMode[] =>
  posted.getAll('modes').filter((mode): mode is SecretMode => mode === 'password' || mode === 'pin');

export async function signInAction({ request, params, context }: ActionFunctionArgs) {
  const dispatch = actionDispatch(context);
  const site = allySiteOf(params);
  if (!site) throw new Response('Not found', { status: 404 });
  const posted = await request.formData();
  const target = safeRedirectPath(new URL(request.url).searchParams.get('redirect')) ?? allyPath(site, 'seccion');
  const emptyPhone = { country: site.country, number: '' };

  const signIn = async (credentials: LoginRequest) => {
    const result = await dispatch(accountApi.endpoints.login.initiate({ country: site.country, credentials }));
    return result.error ? refusalOf(result.error) : undefined;
  };

  switch (posted.get(FORM_NAME_FIELD)) {
    case SIGN_IN_FORMS.phone: {
      const values = postedValues(posted, { phone_number: emptyPhone });
      const checked = phoneOnly.safeParse(values);
      if (!checked.success) return data<PhoneSubmission>({ form: SIGN_IN_FORMS.phone, values }, REFUSED);
      const found = await dispatch(
        accountApi.endpoints.verifyPhoneNumber.initiate(checked.data.phone_number, { subscribe: false }),
      );
      if (found.error || !found.data) {
        return data<PhoneSubmission>({ form: SIGN_IN_FORMS.phone, values, refusal: refusalOf(found.error) }, REFUSED);
      }
      return data<PhoneSubmission>({
        form: SIGN_IN_FORMS.phone,
        values,
        found: { exists: found.data.exists, modes: secretModesOf(found.data) },
      });
    }
    case SIGN_IN_FORMS.secret: {
      const { phone_number: phone, ...values } = postedValues(posted, {
        phone_number: emptyPhone,
        password: '',
        login_pin: '',
      });
      const modes = secretModes(posted);
      const chosen = posted.get(CHOSEN_MODE_FIELD);
      if (chosen === 'pin' || chosen === 'password') {
        return data<SecretSubmission>({
          form: SIGN_IN_FORMS.secret,
          values: { password: '', login_pin: '' },
          phone,
          modes,
          mode: chosen,
          shown: true,
        });
      }
      const mode: SecretMode = posted.get('mode') === 'pin' ? 'pin' : 'password';
      const answer = (refusal?: ReturnType<typeof refusalOf>) =>
        data<SecretSubmission>(
          // A refused secret is not sent back into the page; one its own rules refuse is, to be marked.
          {
            form: SIGN_IN_FORMS.secret,
            values: refusal ? { password: '', login_pin: '' } : values,
            phone,
            modes,
            mode,
            ...(refusal && { refusal }),
          },
          REFUSED,
        );
      const checked = phoneCredentials(phone, mode).safeParse(values);
      if (!checked.success) return answer();
      const refusal = await signIn(checked.data);
      return refusal ? answer(refusal) : redirect(target);
    }
    case SIGN_IN_FORMS.email: {
      const values = postedValues(posted, { email: '', password: '' });
      const checked = emailCredentials.safeParse(values);
      if (!checked.success) return data<EmailSubmission>({ form: SIGN_IN_FORMS.email, values }, REFUSED);
      const refusal = await signIn(checked.data);
      if (!refusal) return redirect(target);
      return data<EmailSubmission>(
        { form: SIGN_IN_FORMS.email, values: { ...values, password: '' }, refusal },
        REFUSED,
      );
    }
    default:
      return data({ form: null }, REFUSED);
  }
}
