import { z } from 'zod';
import { ruleReasons } from './rules';

// Its own module, not rules.ts: the forms import rules.ts, and this walk (with its zod schema, made
// when the module loads) is the API's alone; in rules.ts it went into every form's first download.

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
