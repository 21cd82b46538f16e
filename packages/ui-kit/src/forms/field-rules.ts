import { PHONE_NOT_SERVED } from '@aula/contracts/errors';
import { ruleReasons } from '@aula/contracts/rules';
import { passwordReasons } from '@aula/contracts/secret-rules';

/**
 * The rule a value broke, as the message catalogues name it (`validation.<rule>` in 'ui'), with
 * the values its sentence needs (`{{minimum}}`).
 */
export interface BrokenRule {
  rule: string;
  values?: Record<string, number | string>;
}

/** What a zod 4 issue carries that a message needs; zod itself is not imported here. */
export interface IssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

/**
 * The reasons the contracts write into their schemas, which the API sends back as a field's
 * `reason`: one table serves the form's own check and the server's answer. A reason missing here
 * falls back to the issue's code, then to `invalid`.
 */
const contractReasons: Record<string, string> = {
  'is required': 'required',
  'must be a valid email address': 'invalid_email',
  'must be an international number of 8 to 15 digits': 'invalid_phone',
  [PHONE_NOT_SERVED]: 'phone_not_served',
  'must be 6 digits': 'invalid_code',
  'is too easy to guess': 'guessable_pin',
  [passwordReasons.tooCommon]: 'common_password',
  [passwordReasons.personal]: 'personal_password',
  'is not your current password': 'wrong_current_password',
  'is not your current PIN': 'wrong_current_pin',
  'must be accepted': 'must_accept',
  'does not match': 'mismatch',
  'does not exist': 'unknown_option',
  'is too long': 'too_long',
  [ruleReasons.postalCode]: 'postal_code',
  [ruleReasons.birthDateRange]: 'birth_date_range',
  [ruleReasons.foundedYearRange]: 'founded_year_range',
  [ruleReasons.cityOutsideArea]: 'city_outside_area',
  [ruleReasons.wellFormedText]: 'well_formed_text',
};

/** A contract's reason as a rule; `must have at least 8 characters` keeps its number. */
export function ruleOfReason(reason: string): BrokenRule | undefined {
  const rule = contractReasons[reason];
  if (rule) return { rule };
  const atLeast = /^must have at least (\d+) characters$/.exec(reason);
  if (atLeast) return { rule: 'too_small', values: { minimum: Number(atLeast[1]) } };
  return undefined;
}

/** Nothing typed or chosen yet: the field is asked for before any other rule it breaks. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

// A length rule speaks of characters, items or an amount, by what was measured.
function sizeRule(issue: IssueLike): BrokenRule {
  const small = issue.code === 'too_small';
  const bound: Record<string, number> = small ? { minimum: Number(issue.minimum) } : { maximum: Number(issue.maximum) };
  if (issue.origin === 'array' || issue.origin === 'set')
    return { rule: small ? 'too_few' : 'too_many', values: bound };
  if (issue.origin === 'string') return { rule: small ? 'too_small' : 'too_big', values: bound };
  return { rule: small ? 'below_minimum' : 'above_maximum', values: bound };
}

/** The rule one zod issue reports, given the value it was about. */
export function ruleOfIssue(issue: IssueLike, value: unknown): BrokenRule {
  if (isBlank(value)) return { rule: 'required' };
  const byReason = ruleOfReason(issue.message);
  if (byReason) return byReason;
  if (issue.code === 'too_small' || issue.code === 'too_big') return sizeRule(issue);
  if (issue.code === 'invalid_format') return { rule: issue.format === 'email' ? 'invalid_email' : 'invalid_format' };
  return { rule: 'invalid' };
}
