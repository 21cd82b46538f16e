import { type ContractFormOptions, useContractForm } from '@aula/ui-kit/forms/use-contract-form';
import type { FieldValues } from 'react-hook-form';
import { type ZodType, z } from 'zod';
import { authCodes, authFieldMessages } from './auth-messages';

/**
 * The rules of a contract applied to a form that holds its values in its own shape (a phone as
 * dial code and number, text before trimming): the form's values become the request first, and
 * each broken rule is reported under the contract's field name.
 */
export function requestSchema<TValues, TRequest>(contract: ZodType<TRequest>, toRequest: (values: TValues) => unknown) {
  return z.preprocess((values) => toRequest(values as TValues), contract);
}

/** A contract form with the account forms' own words. */
export function useAuthForm<TValues extends FieldValues, TOutput>(
  schema: ZodType<TOutput>,
  { codes, ...options }: ContractFormOptions<TValues>,
) {
  return useContractForm(schema, { messages: authFieldMessages, codes: { ...authCodes, ...codes }, ...options });
}
