import { confirmLoginPinRequest, sendResetPasswordRequest, setNewPasswordRequest } from '@aula/contracts/account';
import type { NewPassword } from '../shared/new-password-fields';
import { requestSchema } from '../shared/use-auth-form';

// The recovery pages' forms, as each names itself when posted before the app runs, and what the
// forms and the actions that answer them both check.

/** The forgot-password page: a link by email or by WhatsApp. */
export const RESET_REQUEST_FORMS = { email: 'email', phone: 'phone' } as const;

/** The reset link's page: the new password. */
export const NEW_PASSWORD_FORM = 'password';

/** The forgotten-PIN page: the number a code goes to, then the code and the new PIN. */
export const RESET_PIN_FORMS = { ask: 'ask', pin: 'pin' } as const;

/**
 * The field of the PIN form's send button that goes back to the number (another code is the
 * resend button's field, verify-forms.ts): a button that posts works before the app runs.
 */
export const OTHER_NUMBER_FIELD = 'otro_numero';

// url_base is added by the api-client; any valid URL stands in for it in the check.
export const resetByEmail = requestSchema(sendResetPasswordRequest, ({ email }: { email: string }) => ({
  email: email.trim(),
  url_base: 'https://aula.invalid',
}));

/** The new password as the reset link's call takes it: the link's parts come from its address. */
export const newPasswordRequest = (token: string, uidb64: string) =>
  requestSchema(setNewPasswordRequest, ({ password }: NewPassword) => ({ password, token, uidb64 }));

export interface NewPinValues {
  verification_code: string;
  login_pin: string;
}

/** The code and the new PIN as the call for `phoneNumber` (international) takes them. */
export const newPinRequest = (phoneNumber: string) =>
  requestSchema(confirmLoginPinRequest, (values: NewPinValues) => ({
    phone_number: phoneNumber,
    verification_code: values.verification_code,
    login_pin: values.login_pin.trim(),
  }));
