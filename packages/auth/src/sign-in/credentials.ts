import { loginRequestOf } from '@aula/api-client/account';
import { resetLoginPinRequest } from '@aula/contracts/account';
import { loginRequest } from '@aula/contracts/auth';
import { type PhoneValue, toInternationalNumber } from '@aula/ui-kit/dial-codes';
import { requestSchema } from '../shared/use-auth-form';

/** The secret that goes with a known phone number. */
export type SecretMode = 'password' | 'pin';

/**
 * The secrets to offer for a known number, the first one first: what the account has (the phone
 * lookup says), the password before the PIN; both when the lookup says neither (an account of
 * Facebook only, or an older API), so no learner is left without a way in.
 */
export function secretModesOf({ has_password, has_pin }: { has_password?: boolean; has_pin?: boolean }): SecretMode[] {
  const modes: SecretMode[] = [];
  if (has_password) modes.push('password');
  if (has_pin) modes.push('pin');
  return modes.length > 0 ? modes : ['password', 'pin'];
}

/** A lone phone number, checked with the contract of a call that takes only one. */
export const phoneOnly = requestSchema(resetLoginPinRequest, ({ phone_number }: { phone_number: PhoneValue }) => ({
  phone_number: toInternationalNumber(phone_number),
}));

/** Email and password, checked with the sign-in contract. */
export const emailCredentials = requestSchema(loginRequest, (values: { email: string; password: string }) => ({
  email: values.email.trim(),
  password: values.password,
}));

export interface SecretValues {
  password: string;
  login_pin: string;
}

/**
 * A known phone and its password or PIN, checked with the sign-in contract as the api-client will
 * send it (in PIN mode with its placeholder password), so the form refuses what the API would.
 */
export function phoneCredentials(phone: PhoneValue, mode: SecretMode) {
  const phone_number = toInternationalNumber(phone);
  return requestSchema(loginRequest, (values: SecretValues) =>
    mode === 'pin'
      ? loginRequestOf({ phone_number, login_pin: values.login_pin.trim() })
      : { phone_number, password: values.password },
  );
}
