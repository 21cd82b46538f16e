import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { type BrokenRule, isBlank, ruleOfIssue } from './field-rules';

/** Turns a field's broken rule into the sentence the learner reads. */
export type DescribeRule = (field: string, broken: BrokenRule) => string;

// An issue about the whole object (a cross-field refinement without a path) belongs to no field.
const FORM_PATH = 'root.schema';

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let value = values;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Each field's first broken rule, by the field's dotted path (`root.schema`: the whole form's). */
export type BrokenFields = Record<string, FieldError>;

/**
 * Checks the form's values with a contract schema and reports each field's first broken rule.
 * @hookform/resolvers' zodResolver keeps only an issue's message and code; the messages here need
 * its parameters too (the minimum, the format) and whether the field was left empty, so the
 * issues are read here and only the nesting is left to the resolvers' `toNestErrors`.
 * `repeats` names fields that must repeat another (`{ confirm_password: 'password' }`): a check of
 * the form alone, since the API never sees the copy. Synchronous: the server draws a posted
 * form's faults with it in one render.
 */
export function checkWithContract<TOutput>(
  schema: ZodType<TOutput>,
  describe: DescribeRule,
  repeats: Record<string, string> = {},
) {
  return (values: unknown): { data?: TOutput; errors: BrokenFields } => {
    // reportInput: whether a field was left empty is judged on what the rule saw (a phone's
    // number after the form joined it to its dial code), not on the form's own shape.
    const result = schema.safeParse(values, { reportInput: true });
    const errors: BrokenFields = {};
    const add = (field: string, broken: BrokenRule) => {
      if (!errors[field]) errors[field] = { type: broken.rule, message: describe(field, broken) };
    };
    for (const issue of result.success ? [] : result.error.issues) {
      const field = issue.path.length > 0 ? issue.path.map(String).join('.') : FORM_PATH;
      add(field, ruleOfIssue(issue, 'input' in issue ? issue.input : valueAt(values, issue.path)));
    }
    for (const [field, original] of Object.entries(repeats)) {
      const typed = valueAt(values, field.split('.'));
      // The copy is judged once the original is right: one problem at a time.
      if (errors[original] || typed === valueAt(values, original.split('.'))) continue;
      add(field, isBlank(typed) ? { rule: 'required' } : { rule: 'mismatch' });
    }
    return result.success && Object.keys(errors).length === 0 ? { data: result.data, errors } : { errors };
  };
}

/** `checkWithContract` as react-hook-form's resolver. */
export function contractResolver<TValues extends FieldValues, TOutput>(
  schema: ZodType<TOutput>,
  describe: DescribeRule,
  repeats: Record<string, string> = {},
): Resolver<TValues, unknown, TOutput> {
  const check = checkWithContract(schema, describe, repeats);
  return async (values, _context, options) => {
    const { data, errors } = check(values);
    if (Object.keys(errors).length === 0) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: data as TOutput, errors: {} };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
