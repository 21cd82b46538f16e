import { describeApiError } from '@aula/api-client/errors';
import { PHONE_NOT_SERVED } from '@aula/contracts/errors';
import { passwordReasons } from '@aula/contracts/secret-rules';

/** The fields of every account form, by their names on screen (message keys use them). */
export type FormField =
  | 'email'
  | 'phone'
  | 'password'
  | 'confirmPassword'
  | 'currentPassword'
  | 'currentPin'
  | 'pin'
  | 'firstName'
  | 'lastName'
  | 'businessName'
  | 'businessType'
  | 'city'
  | 'terms'
  | 'code';

/** Message keys (namespace 'auth') per field that needs fixing. */
export type FieldErrors = Partial<Record<FormField, string>>;

/** What a refused form shows: one message above it (optional) and one next to each field. */
export interface FormProblem {
  formError?: string;
  /** Values for the form message, e.g. { seconds } of a rate limit. */
  formValues?: Record<string, number>;
  fieldErrors: FieldErrors;
}

export const noProblem: FormProblem = { fieldErrors: {} };

const wireToForm: Record<string, FormField> = {
  email: 'email',
  phone_number: 'phone',
  password: 'password',
  current_password: 'currentPassword',
  current_pin: 'currentPin',
  login_pin: 'pin',
  first_name: 'firstName',
  last_name: 'lastName',
  business_name: 'businessName',
  business_type_id: 'businessType',
  city_id: 'city',
  accepts_terms: 'terms',
  verification_code: 'code',
};

/** The API's wire field names as form fields (unknown names are dropped). */
export function formFieldOf(wireField: string): FormField | undefined {
  return wireToForm[wireField.split('.')[0] ?? ''];
}

// Reasons the contracts and the API give that deserve their own words.
const specialReasons: Record<string, string> = {
  'is not your current password': 'errors.currentPasswordWrong',
  'is not your current PIN': 'errors.currentPinWrong',
  [passwordReasons.tooCommon]: 'errors.passwordCommon',
  [passwordReasons.personal]: 'errors.passwordPersonal',
  'is too easy to guess': 'errors.pinGuessable',
  'must have at least 8 characters': 'errors.passwordShort',
  'must be accepted': 'errors.termsRequired',
  [PHONE_NOT_SERVED]: 'errors.phoneNotServed',
};

/** One message key per field: the first reason given for it wins. */
export function fieldErrorsOf(reasons: readonly { field: string; reason: string; blank?: boolean }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field: wire, reason, blank } of reasons) {
    const field = formFieldOf(wire);
    if (!field || errors[field]) continue;
    // An empty field is asked for first ("enter your password"), before any rule it breaks.
    errors[field] = blank ? `errors.${field}Required` : (specialReasons[reason] ?? `errors.${field}Invalid`);
  }
  return errors;
}

/** What a zod issue needs here (zod 4 shape), without importing zod into this module. */
interface IssueLike {
  path: PropertyKey[];
  message: string;
}

const isBlank = (value: unknown) => value === undefined || value === '' || value === false;

/**
 * Checks a request with the contract schema the API uses, before any call: each refused field
 * gets one readable message ("required" when it is empty, its rule otherwise).
 */
export function validateRequest(
  schema: { safeParse(value: unknown): { success: true } | { success: false; error: { issues: IssueLike[] } } },
  request: Record<string, unknown>,
): FieldErrors {
  const result = schema.safeParse(request);
  if (result.success) return {};
  return fieldErrorsOf(
    result.error.issues.map((issue) => {
      const wire = String(issue.path[0] ?? '');
      return { field: wire, reason: issue.message, blank: isBlank(request[wire]) };
    }),
  );
}

// API error codes whose message belongs to the whole form.
const formCodes: Record<string, string> = {
  invalid_credentials: 'errors.invalidCredentials',
  network: 'errors.network',
  timeout: 'errors.network',
  invalid_token: 'errors.linkInvalid',
  invalid_facebook_token: 'errors.facebookInvalid',
  facebook_unavailable: 'errors.facebookUnavailable',
};

// Code check answers: they belong to the code field.
const codeCodes: Record<string, string> = {
  invalid_code: 'errors.codeWrong',
  code_expired: 'errors.codeExpired',
  code_locked: 'errors.codeLocked',
};

function retryAfterOf(error: unknown): number | undefined {
  const data = (error as { data?: { retry_after?: unknown } } | undefined)?.data;
  return typeof data?.retry_after === 'number' ? data.retry_after : undefined;
}

/** Turns the API's refusal into what the form shows; never says which credential was wrong. */
export function problemOf(error: unknown): FormProblem {
  const { code, fields } = describeApiError(error);
  const formError = formCodes[code];
  if (formError) return { formError, fieldErrors: {} };
  const codeError = codeCodes[code];
  if (codeError) return { fieldErrors: { code: codeError } };
  if (code === 'rate_limited') {
    const seconds = retryAfterOf(error);
    return {
      formError: 'errors.rateLimited',
      formValues: { minutes: Math.max(1, Math.ceil((seconds ?? 60) / 60)) },
      fieldErrors: {},
    };
  }
  const fieldErrors = fieldErrorsOf(fields);
  if (Object.keys(fieldErrors).length > 0) return { formError: 'errors.checkFields', fieldErrors };
  return { formError: 'errors.unexpected', fieldErrors: {} };
}

export const hasProblem = (problem: FormProblem) =>
  problem.formError !== undefined || Object.keys(problem.fieldErrors).length > 0;
