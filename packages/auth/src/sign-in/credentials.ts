import { type LoginCredentials, loginRequestOf } from '@aula/api-client/account';
import { resetLoginPinRequest } from '@aula/contracts/account';
import { loginRequest } from '@aula/contracts/auth';
import { type FieldErrors, validateRequest } from '../shared/form-problems';

/** The secret that goes with a known phone number. */
export type SecretMode = 'password' | 'pin';

/**
 * Checks credentials with the contract the API uses, as the api-client will send them (in PIN
 * mode with its placeholder password), so the form refuses exactly what the API would.
 */
export function validateCredentials(credentials: LoginCredentials): FieldErrors {
  return validateRequest(loginRequest, loginRequestOf(credentials));
}

/** Checks a lone phone number (the contract of a call that takes only one). */
export function validatePhone(phoneNumber: string): FieldErrors {
  return validateRequest(resetLoginPinRequest, { phone_number: phoneNumber });
}
