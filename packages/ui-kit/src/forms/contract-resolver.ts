import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { type BrokenRule, ruleOfIssue } from './field-rules';

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

/**
 * Checks the form's values with a contract schema and reports each field's first broken rule.
 * @hookform/resolvers' zodResolver keeps only an issue's message and code; the messages here need
 * its parameters too (the minimum, the format) and whether the field was left empty, so the
 * issues are read here and only the nesting is left to the resolvers' `toNestErrors`.
 */
export function contractResolver<TValues extends FieldValues, TOutput>(
  schema: ZodType<TOutput>,
  describe: DescribeRule,
): Resolver<TValues, unknown, TOutput> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.length > 0 ? issue.path.map(String).join('.') : FORM_PATH;
      if (errors[field]) continue;
      const broken = ruleOfIssue(issue, valueAt(values, issue.path));
      errors[field] = { type: broken.rule, message: describe(field, broken) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
