import { describeApiError } from '@aula/api-client/errors';

/** A message key of the 'profile' namespace (under `errors.`) with its values. */
export interface FieldMessage {
  key: string;
  values?: Record<string, string | number>;
}

export type FieldErrors<F extends string> = Partial<Record<F, FieldMessage>>;

/** What a zod issue needs to say (zod 4 shape), without importing zod here. */
export interface IssueLike {
  code: string;
  path: PropertyKey[];
  origin?: string;
  format?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  input?: unknown;
}

/** One readable message per contract rule: required, too long, not an email, not a date... */
export function messageOfIssue(issue: IssueLike): FieldMessage {
  if (issue.code === 'too_big' && issue.origin === 'string')
    return { key: 'tooLong', values: { max: Number(issue.maximum) } };
  if (issue.code === 'too_big' && issue.origin === 'array')
    return { key: 'tooMany', values: { max: Number(issue.maximum) } };
  if (issue.code === 'too_small' && issue.origin === 'string') return { key: 'required' };
  if (issue.code === 'invalid_type' && issue.input === undefined) return { key: 'required' };
  if (issue.code === 'invalid_format' && issue.format === 'email') return { key: 'email' };
  if (issue.code === 'invalid_format' && issue.format === 'date') return { key: 'date' };
  if (issue.code === 'invalid_format' && String(issue.path.at(-1)) === 'postal_code') return { key: 'postalCode' };
  return { key: 'invalid' };
}

/** The issues of a failed safeParse as one message per form field (the first issue wins). */
export function errorsOfIssues<F extends string>(
  issues: readonly IssueLike[],
  fieldOf: (path: string) => F | undefined,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    if (field && !errors[field]) errors[field] = messageOfIssue(issue);
  }
  return errors;
}

// The API's reasons (apps/api) as the form's messages.
const reasons: Record<string, string> = {
  'is required': 'required',
  'is not in this geographic area': 'cityOutsideArea',
  'must be between 1900-01-01 and today': 'birthDateRange',
  'must be a valid email address': 'email',
  'is required without a phone number': 'emailNeeded',
  'does not exist': 'unknownOption',
  'must be 4 to 6 digits': 'postalCode',
  'must be a date (YYYY-MM-DD)': 'date',
  'is not your current password': 'currentPasswordWrong',
  'is not your current PIN': 'currentPinWrong',
};

export interface ServerProblem<F extends string> {
  fields: FieldErrors<F>;
  /** True when no field explains the refusal: the form says "could not save" instead. */
  unexpected: boolean;
  /** Minutes to wait when too many tries were made (429), e.g. wrong current passwords. */
  waitMinutes?: number;
}

/** A refused PATCH as messages next to its fields. */
export function problemOfServerError<F extends string>(
  error: unknown,
  fieldOf: (wireField: string) => F | undefined,
): ServerProblem<F> {
  const described = describeApiError(error);
  const fields: FieldErrors<F> = {};
  if (described.code === 'rate_limited') {
    const seconds = (error as { data?: { retry_after?: unknown } }).data?.retry_after;
    return { fields, unexpected: false, waitMinutes: Math.max(1, Math.ceil((Number(seconds) || 60) / 60)) };
  }
  if (described.code === 'email_taken') {
    const email = fieldOf('email');
    if (email) fields[email] = { key: 'emailTaken' };
  }
  for (const { field, reason } of described.fields) {
    const formField = fieldOf(field);
    if (formField && !fields[formField]) fields[formField] = { key: reasons[reason] ?? 'invalid' };
  }
  return { fields, unexpected: Object.keys(fields).length === 0 };
}
