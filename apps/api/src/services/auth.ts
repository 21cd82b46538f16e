import type { LoginRequest, SessionUser } from '@aula/contracts/auth';
import { ALLY_SUSPENDED } from '@aula/contracts/console-allies';
import type { Database } from '../db/client';
import { HttpError } from '../lib/http-error';
import { normalizePhone } from '../lib/phone';
import { decoyHash, newToken, sha256Hex, verifySecret } from '../lib/secrets';
import { recordLogin } from '../repositories/accounts';
import { isAllySuspended } from '../repositories/platform-allies';
import { type AuthUser, findUserForLogin, insertToken } from '../repositories/users';

/** One answer for every failed sign-in, so it never tells which part was wrong. */
export const invalidCredentials = () => new HttpError(400, 'invalid_credentials', 'Invalid credentials');

export function toSessionUser(user: AuthUser): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone_number: user.phoneNumber,
    access: user.access,
    ally_code: user.allyCode,
    country: user.countryCode,
  };
}

/**
 * Checks one of the three credential modes and issues a token. With a PIN the password is
 * ignored (clients send a placeholder). The hash check runs even for an unknown user.
 */
export interface SessionOptions {
  tokenTtlHours: number;
  /** The browser's User-Agent, shown in the learner's list of sessions. */
  userAgent?: string;
}

export async function login(db: Database, input: LoginRequest, options: SessionOptions) {
  const lookup = input.email
    ? { email: input.email.toLowerCase() }
    : { phoneNumber: normalizePhone(input.phone_number ?? '') };
  const user = await findUserForLogin(db, lookup);
  const usePin = input.login_pin !== undefined;
  const secret = usePin ? (input.login_pin ?? '') : input.password;
  const stored = (usePin ? user?.pinHash : user?.passwordHash) ?? (await decoyHash());
  const matches = await verifySecret(secret, stored);
  if (user?.status !== 'active' || !matches || !(usePin ? user.pinHash : user.passwordHash)) {
    throw invalidCredentials();
  }
  // Staff keep their way in: they restore the ally from its console.
  if (user.access !== 'staff' && (await isAllySuspended(db, user.allyCode))) {
    throw new HttpError(403, ALLY_SUSPENDED, 'This site is suspended');
  }
  // Part of every password-reset token: signing in kills the links sent before.
  await recordLogin(db, user.id, new Date());
  return issueSession(db, user, options);
}

/** A new bearer token for a user who has just proved who they are. */
export async function issueSession(db: Database, user: AuthUser, { tokenTtlHours, userAgent }: SessionOptions) {
  const token = newToken();
  await insertToken(db, user.id, sha256Hex(token), tokenTtlHours, userAgent);
  return { token, user: toSessionUser(user) };
}
