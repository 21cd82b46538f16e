import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { users } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { enforce, LOGIN_BACKOFF } from '../lib/rate-limit';
import { verifySecret } from '../lib/secrets';

/** The current secrets a credential change may carry (password, or PIN for a PIN-only account). */
export interface CurrentSecret {
  current_password?: string;
  current_pin?: string;
}

const secretProblem = (field: string, reason: string) =>
  new HttpError(400, 'bad_request', 'Invalid input', { fields: [{ field, reason }] });

/**
 * Re-authentication before a credential changes (ASVS V6): the current password when the account
 * has one, else its PIN. Each try is counted on the account's sign-in back-off before the secret
 * is checked, so a stolen session cannot guess it, not even in parallel; a right one clears the
 * count as a sign-in does. An account with neither (Facebook only) has nothing to give. Answers
 * the account's own words, which a new password may not contain.
 */
export async function reauthenticate(app: FastifyInstance, reply: FastifyReply, userId: number, given: CurrentSecret) {
  const [row] = await app.db
    .select({
      passwordHash: users.passwordHash,
      pinHash: users.pinHash,
      name: users.name,
      email: users.email,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw secretProblem('current_password', 'is required');
  const current = row.passwordHash
    ? { field: 'current_password', what: 'password', secret: given.current_password, hash: row.passwordHash }
    : row.pinHash
      ? { field: 'current_pin', what: 'PIN', secret: given.current_pin, hash: row.pinHash }
      : undefined;
  if (!current) return row;
  if (!current.secret) throw secretProblem(current.field, 'is required');
  const counter = [LOGIN_BACKOFF.account, `user:${userId}`] as const;
  enforce(await app.ports.limiter.attempt([counter]), reply);
  if (!(await verifySecret(current.secret, current.hash))) {
    throw secretProblem(current.field, `is not your current ${current.what}`);
  }
  await app.ports.limiter.clearFailures(...counter);
  return row;
}
