import { type FormEvent, type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { type BrokenFields, checkWithContract, contractResolver } from './contract-resolver';
import { type FieldMessages, type MessageKey, messageKeyOf } from './field-messages';
import type { BrokenRule } from './field-rules';
import { type FormSubmission, typedOnPage } from './page-form';
import { type CodeMessage, refusalToForm, type ServerRefusal } from './server-refusal';
import { useFocusFirstError } from './use-focus-first-error';

export interface ContractFormOptions<TValues extends FieldValues>
  extends Omit<UseFormProps<TValues, unknown>, 'resolver' | 'defaultValues' | 'formControl'> {
  /** Every field of the form; a server reason for a field not listed here goes to the form's message. */
  defaultValues: TValues;
  /** The form's own sentences by field and rule, over the kit's `ui:validation.<rule>`. */
  messages?: FieldMessages;
  /** The form's words for the API's error codes (`invalid_credentials`), over the kit's. */
  codes?: Record<string, CodeMessage>;
  /** Wire field names that differ from the form's (`{ phone_number: 'phone' }`). */
  serverFields?: Record<string, string>;
  /** Fields that must repeat another (`{ confirm_password: 'password' }`), which no contract holds. */
  repeats?: Record<string, string>;
  /**
   * This form as the server answered its post (the app had not started, or never does): its values
   * are the form's first values, and what was wrong with them shows from the first render, on the
   * server too.
   */
  submitted?: FormSubmission<TValues>;
}

export interface ContractForm<TValues extends FieldValues, TOutput> extends UseFormReturn<TValues, unknown, TOutput> {
  /** Goes on the <form>: the focus moves to the first error after a refusal. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The <form>'s onSubmit: checks with the contract, then hands the parsed request over. */
  submitWith: (onValid: SubmitHandler<TOutput>) => (event?: FormEvent) => Promise<unknown>;
  /** Shows the server's refusal on the fields it names and the rest as the form's message. */
  showRefusal: (refusal: ServerRefusal) => void;
  /** The form's own message (no field to blame), already in the learner's language. */
  formMessage: string | undefined;
}

/** Faults by dotted path as react-hook-form nests them (`phone_number.number` inside `phone_number`). */
function nested(faults: BrokenFields): FieldErrors {
  const errors: Record<string, unknown> = {};
  for (const [path, fault] of Object.entries(faults)) {
    const keys = path.split('.');
    let place = errors;
    for (const key of keys.slice(0, -1)) {
      place[key] ??= {};
      place = place[key] as Record<string, unknown>;
    }
    place[keys.at(-1) ?? path] = fault;
  }
  return errors as FieldErrors;
}

function hasPath(values: unknown, path: string): boolean {
  let value = values;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !(key in value)) return false;
    value = (value as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * A react-hook-form form whose rules are a contract's zod schema: the form's values are checked
 * with it (through `z.preprocess` when the form holds them in another shape, e.g. a phone as dial
 * code and number), each broken rule is said by the catalogue key of that rule, and what the API
 * refuses lands on the same fields.
 */
export function useContractForm<TValues extends FieldValues, TOutput>(
  schema: ZodType<TOutput>,
  { defaultValues, messages, codes, serverFields, repeats, submitted, ...options }: ContractFormOptions<TValues>,
): ContractForm<TValues, TOutput> {
  const { t } = useTranslation('ui');
  const say = (message: MessageKey) => t(message.key, message.values);
  // The resolver is made once; it reads this render's schema, words and language through the ref,
  // so a form whose request depends on its props (PIN or password) is checked by the right one.
  const latest = useRef({ schema, messages, repeats, say });
  latest.current = { schema, messages, repeats, say };
  const resolve: Resolver<TValues, unknown, TOutput> = (values, context, resolverOptions) => {
    const { schema, messages, repeats, say } = latest.current;
    const describe = (field: string, broken: BrokenRule) => say(messageKeyOf(field, broken, messages));
    return contractResolver<TValues, TOutput>(schema, describe, repeats)(values, context, resolverOptions);
  };
  const [resolver] = useState(() => resolve);

  /** A refusal's faults by field path (`root.server`: the form's own message). */
  function refusalFaults(refusal: ServerRefusal): BrokenFields {
    const fieldOf = (wire: string) => {
      const named = serverFields?.[wire] ?? wire;
      if (hasPath(defaultValues, named)) return named;
      const top = named.split('.')[0] ?? '';
      return hasPath(defaultValues, top) ? top : undefined;
    };
    const shown = refusalToForm(refusal, { fieldOf, messages, codes });
    const faults: BrokenFields = {};
    for (const { name, message } of shown.fields) faults[name] = { type: 'server', message: say(message) };
    if (shown.form) faults['root.server'] = { type: refusal.code, message: say(shown.form) };
    return faults;
  }

  // A posted form's faults, given to react-hook-form as its first errors so the server's single
  // render draws them (one object for the form's life, as it asks): the API's refusal, or else
  // what the form's own rules find in the values sent.
  const [submittedFaults] = useState(() => {
    if (!submitted) return undefined;
    const describe = (field: string, broken: BrokenRule) => say(messageKeyOf(field, broken, messages));
    const faults = submitted.refusal
      ? refusalFaults(submitted.refusal)
      : checkWithContract(schema, describe, repeats)(submitted.values).errors;
    return Object.keys(faults).length > 0 ? (nested(faults) as FieldErrors<TValues>) : undefined;
  });
  const form = useForm<TValues, unknown, TOutput>({
    // Errors change when the learner submits again, not under their fingers while they type.
    reValidateMode: 'onSubmit',
    ...options,
    defaultValues: (submitted?.values ?? defaultValues) as DefaultValues<TValues>,
    resolver,
    // The focus is moved by useFocusFirstError, which also reaches the form's own message.
    shouldFocusError: false,
    ...(submittedFaults ? { errors: submittedFaults } : {}),
  });
  const formRef = useRef<HTMLFormElement>(null);
  // A server-drawn form can be typed in before the app takes it over; hydration leaves the fields
  // as they are but the library holds its starting values, which its next render would put back.
  // What the page's fields hold at that moment becomes the form's values instead.
  useLayoutEffect(() => {
    if (!formRef.current) return;
    const typed = typedOnPage(formRef.current, form.getValues());
    for (const [name, value] of Object.entries(typed)) {
      form.setValue(name as FieldPath<TValues>, value, { shouldDirty: true });
    }
  }, [form]);
  // A posted form comes back with its faults marked, and the focus goes to the first once the app runs.
  const [refusals, setRefusals] = useState(submittedFaults ? 1 : 0);
  useFocusFirstError(formRef, refusals);
  const refused = useCallback(() => setRefusals((count) => count + 1), []);

  const submitWith = (onValid: SubmitHandler<TOutput>) => form.handleSubmit(onValid, refused);

  function showRefusal(refusal: ServerRefusal) {
    for (const [name, error] of Object.entries(refusalFaults(refusal)))
      form.setError(name as FieldPath<TValues>, error);
    refused();
  }

  return {
    ...form,
    formRef,
    submitWith,
    showRefusal,
    formMessage: form.formState.errors.root?.server?.message ?? form.formState.errors.root?.schema?.message,
  };
}
