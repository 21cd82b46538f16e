import type { FieldError } from '@aula/contracts/errors';
import { isBlank } from '@aula/ui-kit/forms/field-rules';
import type { ServerRefusal } from '@aula/ui-kit/forms/server-refusal';
import type { ZodType } from 'zod';

/**
 * What a form's own rules find wrong with posted secrets, said as the API says a refusal (each
 * field and its contract reason). A page drawn again sends no secret back, and a blank secret
 * checked by the form would only be "required": the refusal keeps "too short" or "guessable" on
 * the empty field. `repeats` names a copy that must equal another field (the password typed
 * twice), judged once the original is right, as the form judges it.
 */
export function secretFaults(
  schema: ZodType,
  values: Record<string, unknown>,
  repeats: Record<string, string> = {},
): ServerRefusal | undefined {
  const fields: FieldError[] = [];
  const add = (field: string, reason: string) => {
    if (!fields.some((known) => known.field === field)) fields.push({ field, reason });
  };
  const checked = schema.safeParse(values);
  for (const issue of checked.success ? [] : checked.error.issues) {
    const field = String(issue.path[0] ?? '');
    add(field, isBlank(values[field]) ? 'is required' : issue.message);
  }
  for (const [copy, original] of Object.entries(repeats)) {
    if (fields.some(({ field }) => field === original) || values[copy] === values[original]) continue;
    add(copy, isBlank(values[copy]) ? 'is required' : 'does not match');
  }
  return fields.length > 0 ? { code: 'bad_request', fields } : undefined;
}
