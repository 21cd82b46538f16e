// How hard a new password would be to guess, as advice while it is typed: zxcvbn-ts estimates the
// guesses an attacker needs (repeats, sequences, keyboard runs, dates, common words and their
// l33t and capitalised variants) and the level follows its score. NIST SP 800-63B asks for length
// and a check against common choices rather than composition rules, which is what it measures.
// Its full dictionaries (~1.5 MB) would be too heavy for a phone on the registration screen: the
// meter knows the keyboards and a short list of first tries, and the API refuses the ~49,000
// breached passwords itself (apps/api/src/lib/password-policy.ts).
import { password } from '@aula/contracts/account';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs } from '@zxcvbn-ts/language-common';

export type StrengthLevel = 'empty' | 'weak' | 'fair' | 'good' | 'strong';

/** The minimum the contracts accept for a password. */
export const MIN_PASSWORD_LENGTH = password.minLength ?? 8;

/** Choices attackers try first (Spanish and English) beyond what zxcvbn's patterns find. */
const COMMON = [
  'password',
  'contraseña',
  'contrasena',
  'iloveyou',
  'teamo',
  'aula',
  'mexico',
  'welcome',
  'bienvenido',
  'administrador',
];

const estimator = new ZxcvbnFactory({ dictionary: { common: COMMON }, graphs: adjacencyGraphs });

/** zxcvbn's score, 0 (under a thousand guesses) to 4 (ten billion or more), as the meter's level. */
const LEVELS: readonly StrengthLevel[] = ['weak', 'weak', 'fair', 'good', 'strong'];

/** The level a meter shows for `password`; 'empty' when nothing is typed yet. */
export function passwordStrength(candidate: string): StrengthLevel {
  if (candidate === '') return 'empty';
  if (candidate.length < MIN_PASSWORD_LENGTH) return 'weak';
  return LEVELS[estimator.check(candidate).score] ?? 'weak';
}
