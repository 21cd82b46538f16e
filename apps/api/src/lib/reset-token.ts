import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Password-reset tokens in the manner of Django's PasswordResetTokenGenerator: nothing is stored.
 * `<seconds since epoch, base36>-<HMAC-SHA256>` over the user id, password hash, last sign-in
 * and that timestamp, so a token dies when the password changes, after a later sign-in, or
 * once it is older than the timeout.
 */
export interface TokenUser {
  id: number;
  passwordHash: string | null;
  lastLoginAt: Date | null;
}

const SALT = 'aula.password-reset';

export const encodeUid = (id: number) => Buffer.from(String(id)).toString('base64url');

/** The user id in a uidb64, or undefined for anything that is not one. */
export function decodeUid(uidb64: string): number | undefined {
  const text = Buffer.from(uidb64, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}

function signature(key: string, user: TokenUser, timestamp: string): string {
  const parts = [SALT, user.id, user.passwordHash ?? '', user.lastLoginAt?.getTime() ?? '', timestamp];
  return createHmac('sha256', key).update(parts.join('|')).digest('base64url');
}

export function makeResetToken(key: string, user: TokenUser, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000).toString(36);
  return `${timestamp}-${signature(key, user, timestamp)}`;
}

export function checkResetToken(key: string, user: TokenUser, token: string, now: Date, timeoutSeconds: number) {
  const match = /^([0-9a-z]{1,13})-([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return false;
  const expected = Buffer.from(signature(key, user, match[1]));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const age = Math.floor(now.getTime() / 1000) - Number.parseInt(match[1], 36);
  return age >= 0 && age <= timeoutSeconds;
}
