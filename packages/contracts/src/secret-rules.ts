import { loginPin } from './auth';
import { PIN_PATTERN } from './rules';

// The rules a chosen PIN or password must meet, shared by the API and the forms, so both refuse
// the same secrets with the same words.

/**
 * The PINs people choose most often after runs and repeats (DataGenetics' study of 3.4 million
 * 4-digit PINs, and the top 6-digit ones of leaked sets): an attacker tries these first.
 * Years are not refused: 200 of 10,000 4-digit PINs, and the sign-in back-off keeps guessing them
 * to about a hundred tries a day per account.
 */
const COMMON_PINS = new Set([
  '1212',
  '1004',
  '2000',
  '6969',
  '1122',
  '1313',
  '2001',
  '1010',
  '2580',
  '1357',
  '2468',
  '1369',
  '7410',
  '0852',
  '1990',
  '2525',
  '5683',
  '0007',
  '1120',
  '4200',
  '123123',
  '121212',
  '112233',
  '123321',
  '654321',
  '159753',
  '147258',
  '159357',
  '147852',
  '258369',
  '696969',
  '520520',
  '789456',
  '987654',
  '102030',
  '202020',
  '131313',
  '101010',
]);

/** PINs anyone would try first: one digit repeated, a run up or down, a pair repeated, a common one. */
export function isGuessablePin(pin: string): boolean {
  // Not a PIN at all: the format rule has its own message.
  if (!PIN_PATTERN.test(pin)) return false;
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((digit, index) => digit - (digits[index] ?? 0));
  const run = steps.every((step) => step === steps[0] && Math.abs(step) <= 1);
  const pairs = pin.length % 2 === 0 && pin === pin.slice(0, 2).repeat(pin.length / 2);
  return run || pairs || COMMON_PINS.has(pin);
}

/** A PIN a learner chooses (registration, reset): 4 to 6 digits, none of the first guesses. */
export const newLoginPin = loginPin.refine((pin) => !isGuessablePin(pin), 'is too easy to guess');

/**
 * The reasons the API gives for a refused new password beyond its length (NIST SP 800-63B:
 * no common or breached choices, nothing taken from the account itself). The list of common
 * passwords is large, so only the API checks it; forms show these reasons' messages.
 */
export const passwordReasons = {
  tooCommon: 'is too common',
  personal: 'contains your name, email or phone number',
} as const;
