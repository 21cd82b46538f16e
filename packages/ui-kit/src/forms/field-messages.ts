import type { BrokenRule } from './field-rules';

/**
 * A form's own sentences, by field and rule, as namespaced catalogue keys
 * (`{ pin: { required: 'auth:errors.pinRequired', invalid: 'auth:errors.pinInvalid' } }`).
 * `invalid` also stands in for the rules about a value's shape (length, format), so one sentence
 * can say "El PIN tiene de 4 a 6 números" for all of them.
 */
export type FieldMessages = Record<string, Partial<Record<string, string>>>;

/** A catalogue key with the values its sentence needs. */
export interface MessageKey {
  key: string;
  values?: Record<string, number | string>;
}

// Rules about a value's shape: a field's `invalid` sentence covers them. Other rules (a guessable
// PIN, a common password, a wrong current password) keep their own words unless named.
const shapeRules = new Set([
  'too_small',
  'too_big',
  'too_long',
  'too_few',
  'too_many',
  'below_minimum',
  'above_maximum',
  'invalid_format',
  'invalid_email',
  'invalid_phone',
  'invalid_code',
  'invalid',
]);

/** The sentence for a broken rule of a field: the form's own, else the kit's `ui:validation.<rule>`. */
export function messageKeyOf(field: string, broken: BrokenRule, messages: FieldMessages = {}): MessageKey {
  const own = messages[field];
  const key =
    own?.[broken.rule] ?? (shapeRules.has(broken.rule) ? own?.invalid : undefined) ?? `ui:validation.${broken.rule}`;
  return broken.values ? { key, values: broken.values } : { key };
}
