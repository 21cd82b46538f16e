import type { LoginCredentials } from '@aula/api-client/account';
import { loginRequest, MISSING_PASSWORD_PLACEHOLDER } from '@aula/contracts/auth';
import { type PhoneValue, toInternationalNumber } from '@aula/ui-kit/dial-codes';

export type LoginMode = 'email' | 'phone' | 'pin';
export const loginModes: LoginMode[] = ['email', 'phone', 'pin'];

/** What the three tabs hold; kept together so switching tabs keeps what was typed. */
export interface LoginValues {
  email: string;
  phone: PhoneValue;
  password: string;
  pin: string;
}

export type FormField = 'email' | 'phone' | 'password' | 'pin';
/** Message keys (namespace 'auth') per field that needs fixing. */
export type FieldErrors = Partial<Record<FormField, string>>;

/** What the api-client sends: in PIN mode it adds the placeholder password itself. */
export type Credentials = LoginCredentials;

const wireToForm: Record<string, FormField> = {
  email: 'email',
  phone_number: 'phone',
  password: 'password',
  login_pin: 'pin',
};

export function credentialsFor(mode: LoginMode, values: LoginValues): Credentials {
  const phone_number = toInternationalNumber(values.phone);
  if (mode === 'email') return { email: values.email.trim(), password: values.password };
  if (mode === 'phone') return { phone_number, password: values.password };
  return { phone_number, login_pin: values.pin.trim() };
}

/** The wire field names of the API's 400 answer, as form fields (unknown names are dropped). */
export function formFieldOf(wireField: string): FormField | undefined {
  return wireToForm[wireField.split('.')[0] ?? ''];
}

function isBlank(credentials: Credentials, field: FormField): boolean {
  const value = {
    email: credentials.email,
    phone: credentials.phone_number,
    password: credentials.password,
    pin: credentials.login_pin,
  }[field];
  return !value;
}

/**
 * Checks the credentials with the same contract schema the API uses, before any request; each
 * refused field gets one readable message ("required" or "invalid").
 */
export function validateCredentials(credentials: Credentials): FieldErrors {
  const result = loginRequest.safeParse({
    ...credentials,
    // The schema asks for a password in every mode; PIN mode's is the client's placeholder.
    password: credentials.login_pin !== undefined ? MISSING_PASSWORD_PLACEHOLDER : credentials.password,
  });
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = formFieldOf(String(issue.path[0] ?? ''));
    if (!field || errors[field]) continue;
    errors[field] = `errors.${field}${isBlank(credentials, field) ? 'Required' : 'Invalid'}`;
  }
  return errors;
}
