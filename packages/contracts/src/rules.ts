import { z } from 'zod';

// Rules several payloads share, each written once. A postal code and a PIN happen to have the
// same shape today; they are two facts, so each has its own name and may change alone.

/** A postal code of the countries served: 4 to 6 digits (Mexico 5, Colombia 6, Paraguay 4). */
export const POSTAL_CODE_PATTERN = /^\d{4,6}$/;

/** A login PIN: 4 to 6 digits. */
export const PIN_PATTERN = /^\d{4,6}$/;

/**
 * The reasons these rules give, which the API also sends back as a field's `reason`: the forms'
 * kit (`@aula/ui-kit/forms`) names each as a rule with its own sentence.
 */
export const ruleReasons = {
  postalCode: 'must be a postal code of 4 to 6 digits',
  pinDigits: 'must be 4 to 6 digits',
  birthDateRange: 'must be between 1900-01-01 and today',
  foundedYearRange: 'must be a year between 1900 and this one',
  /** A city is checked against its state's catalogue, by the API and by a form that has the list. */
  cityOutsideArea: 'is not in this geographic area',
  /** A NUL or half of an emoji (a lone surrogate): no text field takes either (`unsafeTextPaths`). */
  wellFormedText: 'must not contain a NUL or a broken character',
} as const;

export const postalCodeDigits = z.string().regex(POSTAL_CODE_PATTERN, ruleReasons.postalCode);

export const pinDigits = z.string().regex(PIN_PATTERN, ruleReasons.pinDigits);

/** Today as YYYY-MM-DD (UTC), read at each check so a long-running process stays right. */
const today = () => new Date().toISOString().slice(0, 10);

/** A birth date: a calendar date from 1900-01-01 to today. */
export const birthDate = z.iso
  // A date that is no date is not also said to be out of range.
  .date({ error: 'must be a date (YYYY-MM-DD)', abort: true })
  .refine((date) => date >= '1900-01-01' && date <= today(), ruleReasons.birthDateRange);

/** The year a business was founded: from 1900 to this year. */
export const foundedYear = z
  .number()
  .int()
  .refine((year) => year >= 1900 && year <= new Date().getUTCFullYear(), ruleReasons.foundedYearRange);

// A NUL cannot be stored in a PostgreSQL text or jsonb value, and a lone UTF-16 surrogate (half an
// emoji, cut by a careless client) has no UTF-8 form and throws in encodeURIComponent: both came back
// as 500s. With the `u` flag a well-formed surrogate pair is one code point, so only a lone half matches.
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Whether a string holds a NUL or a lone surrogate. */
export const hasUnsafeText = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

type Path = (string | number)[];

// JSON.parse gives Object.prototype; a parsed query string may have a prototype of no prototype
// (fast-querystring's), which counts as plain too. A Buffer or a Date does not.
const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
};

/**
 * The paths of every string in a request's parsed JSON, query or path values that holds a NUL or a
 * lone surrogate (an object key holding one is named by itself). Every text field is checked by this
 * one walk, before its schema, so no field can forget the rule (the API's validator runs it on
 * every request; the forms' kit names its reason in the learner's words). Buffers and other non-JSON values are left alone.
 */
export function unsafeTextPaths(value: unknown, path: Path = [], found: Path[] = []): Path[] {
  if (typeof value === 'string') {
    if (hasUnsafeText(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      unsafeTextPaths(item, [...path, index], found);
    });
  } else if (typeof value === 'object' && value !== null && isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (hasUnsafeText(key)) found.push([...path, key]);
      else unsafeTextPaths(item, [...path, key], found);
    }
  }
  return found;
}

/**
 * The rule as a zod schema to put before a request part's own (`wellFormedInput.pipe(schema)`): a
 * refusal names each field with `ruleReasons.wellFormedText`, and the part's schema is not run.
 */
export const wellFormedInput = z.unknown().superRefine((value, context) => {
  for (const path of unsafeTextPaths(value)) {
    context.addIssue({ code: 'custom', path, message: ruleReasons.wellFormedText });
  }
});
