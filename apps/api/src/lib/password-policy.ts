import { passwordReasons } from '@aula/contracts/secret-rules';
import { dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from './http-error';

// zxcvbn-ts's list of the ~49,000 passwords most found in breaches (maintained with the
// library), loaded once: NIST SP 800-63B asks new passwords to be checked against such a list.
let common: Set<string> | undefined;
const commonPasswords = () => {
  common ??= new Set(dictionary['passwords-common']);
  return common;
};

/** What a new password may not contain: the account's own words (parts of 4+ characters). */
export interface PasswordOwner {
  name?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
}

function personalParts(owner: PasswordOwner): string[] {
  const local = owner.email?.split('@')[0] ?? '';
  const digits = owner.phoneNumber?.replace(/\D/g, '') ?? '';
  const words = [...(owner.name ?? '').split(/\s+/), ...local.split(/[._+-]/), local, digits.slice(-7), digits];
  return words.map((word) => word.toLowerCase()).filter((word) => word.length >= 4);
}

/** Why a new password is refused (one of the shared `passwordReasons`), or undefined if it may be used. */
export function passwordProblem(password: string, owner: PasswordOwner = {}): string | undefined {
  const lower = password.toLowerCase();
  // "Password1!" or "qwerty2026" are the listed choice with a predictable tail.
  const stem = lower.replace(/[\d\W_]+$/, '');
  if (commonPasswords().has(lower) || (stem.length >= 4 && commonPasswords().has(stem))) {
    return passwordReasons.tooCommon;
  }
  if (personalParts(owner).some((part) => lower.includes(part))) return passwordReasons.personal;
  return undefined;
}

/** Throws the 400 naming `field` when the new password is common or taken from the account. */
export function assertUsablePassword(password: string, owner: PasswordOwner = {}, field = 'password'): void {
  const reason = passwordProblem(password, owner);
  if (reason) throw new HttpError(400, 'bad_request', 'Invalid input', { fields: [{ field, reason }] });
}
