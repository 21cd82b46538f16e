// How hard a new password would be to guess, as advice while it is typed. NIST SP 800-63B asks
// for length and a check against common choices rather than composition rules, so the score
// rewards length first; mixing kinds of characters only helps a password that is not short.

export type StrengthLevel = 'empty' | 'weak' | 'fair' | 'good' | 'strong';

/** The minimum the contracts accept for a password. */
export const MIN_PASSWORD_LENGTH = 8;

/** Choices attackers try first (lower-cased, Spanish and English); a password that is one of them is weak. */
const COMMON = new Set([
  'password',
  'password1',
  'contraseña',
  'contrasena',
  'qwertyuiop',
  'qwerty123',
  'iloveyou',
  'teamo123',
  'abc12345',
  'abcd1234',
  'aula2026',
  'mexico123',
  'welcome1',
  'bienvenido',
  'administrador',
]);

function isPredictable(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  // One character repeated ("aaaaaaaa") or a run of digits or letters ("12345678", "abcdefgh").
  if (/^(.)\1+$/.test(lower)) return true;
  const codes = [...lower].map((char) => char.codePointAt(0) ?? 0);
  const steps = codes.slice(1).map((code, index) => code - (codes[index] ?? 0));
  return steps.every((step) => step === 1) || steps.every((step) => step === -1);
}

function kindsOf(password: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length;
}

/** The level a meter shows for `password`; 'empty' when nothing is typed yet. */
export function passwordStrength(password: string): StrengthLevel {
  if (password === '') return 'empty';
  if (password.length < MIN_PASSWORD_LENGTH || isPredictable(password)) return 'weak';
  const kinds = kindsOf(password);
  const length = password.length;
  if (length >= 16 || (length >= 12 && kinds >= 3)) return 'strong';
  if (length >= 12 || kinds >= 3) return 'good';
  return 'fair';
}
