import { dialCodes } from '@aula/ui-kit/dial-codes';

// National numbers in the countries served have at most 10 digits, so a longer run of digits that
// starts with the country's code is already international ("52 55 1234 5678" without its plus).
const LONGEST_NATIONAL_NUMBER = 10;

// How many digits follow the country code in a mobile number, where every number has the same
// length (Argentina's vary, so it is left to the contract's general rule).
const nationalDigits: Record<string, number> = {
  mx: 10,
  co: 10,
  pe: 9,
  cl: 9,
  ec: 9,
  gt: 8,
  sv: 8,
  hn: 8,
  cr: 8,
  do: 10,
  us: 10,
};

/**
 * The contact number as the learner typed it, made international for the contract: without a
 * leading plus, the ally's country code goes first ("55 1234 5678" -> "+52 55 1234 5678"). The
 * spaces and dashes stay; the contract drops them.
 */
export function withCountryCode(typed: string, country: string): string {
  const number = typed.trim();
  const dialCode = dialCodes[country];
  if (number === '' || number.startsWith('+') || !dialCode) return number;
  const digits = number.replace(/\D/g, '');
  if (digits.length > LONGEST_NATIONAL_NUMBER && digits.startsWith(dialCode)) return `+${number}`;
  return `+${dialCode} ${number}`;
}

/**
 * Whether an international number of the ally's own country has that country's length
 * ("+52 55 1234" is two digits short). Numbers of other countries are left to the contract.
 */
export function hasNationalLength(international: string, country: string): boolean {
  const dialCode = dialCodes[country];
  const expected = nationalDigits[country];
  const digits = international.replace(/\D/g, '');
  if (!dialCode || expected === undefined || !digits.startsWith(dialCode)) return true;
  return digits.length - dialCode.length === expected;
}
