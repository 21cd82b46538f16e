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
  /** A NUL or half of an emoji (a lone surrogate): no text field takes either (`./well-formed-text`). */
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
