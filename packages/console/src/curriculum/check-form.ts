import { type FieldErrors, get, type UseFormReturn } from 'react-hook-form';
import type { PartFormValues } from './form-values';

/**
 * What the check's editors use of the part form: its fields, and the writes that change several at
 * once (marking one option right unmarks the others).
 */
export type CheckForm = Pick<UseFormReturn<PartFormValues, unknown, unknown>, 'control' | 'setValue' | 'getValues'>;

/** A question's fields in the part form. */
export type QuestionPath = `check.questions.${number}`;

/**
 * The error of a list itself (too few options, none marked right), not of one of its items: the
 * contract's check puts it at the list's path, react-hook-form's field arrays under its `root`.
 */
export function listError(errors: FieldErrors<PartFormValues>, path: string): string | undefined {
  const error = get(errors, path) as { message?: string; root?: { message?: string } } | undefined;
  return error?.root?.message ?? error?.message;
}
