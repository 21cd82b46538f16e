import type { FieldError } from '@aula/contracts/errors';
import { type FieldMessages, type MessageKey, messageKeyOf } from './field-messages';
import { ruleOfReason } from './field-rules';

/**
 * A refused request as a form needs it: api-client's `describeApiError(error)` (code and field
 * reasons) with the 429's `retry_after`, which the form turns into minutes to wait.
 */
export interface ServerRefusal {
  code: string;
  fields: readonly FieldError[];
  retryAfter?: number;
}

/** Where an error code's words go: the form's message (a key), or one field. */
export type CodeMessage = string | { field: string; key: string };

export interface RefusalOptions {
  /** The form field a wire field belongs to, or undefined when the form has no such field. */
  fieldOf: (wireField: string) => string | undefined;
  messages?: FieldMessages;
  /** The form's words for error codes, over the kit's (network, timeout, rate_limited). */
  codes?: Record<string, CodeMessage>;
}

/** What a form shows for a refusal: a message next to each field it can name, one above the rest. */
export interface FormRefusal {
  fields: { name: string; message: MessageKey }[];
  form?: MessageKey;
}

const kitCodes: Record<string, CodeMessage> = {
  network: 'ui:formErrors.network',
  timeout: 'ui:formErrors.network',
  rate_limited: 'ui:formErrors.rateLimited',
};

const minutesOf = (seconds: number | undefined) => Math.max(1, Math.ceil((seconds ?? 60) / 60));

/**
 * The one mapping from a server's refusal to a form: a known error code speaks for itself; else
 * each field reason goes to its field (the first reason per field wins) and the form says to
 * check them; a refusal naming no field of this form gets the form's "something went wrong".
 */
export function refusalToForm(refusal: ServerRefusal, options: RefusalOptions): FormRefusal {
  const byCode = options.codes?.[refusal.code] ?? kitCodes[refusal.code];
  const values = refusal.code === 'rate_limited' ? { minutes: minutesOf(refusal.retryAfter) } : undefined;
  if (typeof byCode === 'string') return { fields: [], form: values ? { key: byCode, values } : { key: byCode } };
  if (byCode) {
    const name = options.fieldOf(byCode.field);
    if (name) return { fields: [{ name, message: { key: byCode.key } }] };
    return { fields: [], form: { key: byCode.key } };
  }
  const fields: FormRefusal['fields'] = [];
  for (const { field: wire, reason } of refusal.fields) {
    const name = options.fieldOf(wire);
    if (!name || fields.some((field) => field.name === name)) continue;
    fields.push({ name, message: messageKeyOf(name, ruleOfReason(reason) ?? { rule: 'invalid' }, options.messages) });
  }
  return { fields, form: { key: fields.length > 0 ? 'ui:formErrors.checkFields' : 'ui:formErrors.unexpected' } };
}
