import type { UpdatePasswordRequest } from '@aula/contracts/account';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { users } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { assertUsablePassword } from '../lib/password-policy';
import { enforce, LOGIN_BACKOFF } from '../lib/rate-limit';
import { hashSecret, verifySecret } from '../lib/secrets';
import { setPasswordHash } from '../repositories/accounts';
import { revokeOtherSessions } from '../repositories/sessions';

const currentSecretProblem = (field: string, reason: string) =>
  new HttpError(400, 'bad_request', 'Invalid input', { fields: [{ field, reason }] });

/**
 * The secret a change must be re-authenticated with (ASVS V6): the password when there is one,
 * else the PIN of a PIN-only account. An account with neither (Facebook only) has nothing to give.
 */
function currentSecret(row: { passwordHash: string | null; pinHash: string | null }, input: UpdatePasswordRequest) {
  if (row.passwordHash)
    return { field: 'current_password', what: 'password', given: input.current_password, hash: row.passwordHash };
  if (row.pinHash) return { field: 'current_pin', what: 'PIN', given: input.current_pin, hash: row.pinHash };
  return undefined;
}

/**
 * Changes a signed-in learner's password after checking the current secret. Each try is counted
 * on the account's sign-in back-off before the secret is checked, so a stolen session cannot
 * guess it either, not even in parallel. Every other session of the learner ends.
 */
export async function changePassword(
  app: FastifyInstance,
  reply: FastifyReply,
  who: { userId: number; sessionId: number | null },
  input: UpdatePasswordRequest,
): Promise<void> {
  const [row] = await app.db
    .select({
      passwordHash: users.passwordHash,
      pinHash: users.pinHash,
      name: users.name,
      email: users.email,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .where(eq(users.id, who.userId));
  if (!row) throw currentSecretProblem('current_password', 'is required');
  const current = currentSecret(row, input);
  if (current) {
    if (!current.given) throw currentSecretProblem(current.field, 'is required');
    const { limiter } = app.ports;
    const counter = [LOGIN_BACKOFF.account, `user:${who.userId}`] as const;
    enforce(await limiter.attempt([counter]), reply);
    if (!(await verifySecret(current.given, current.hash))) {
      throw currentSecretProblem(current.field, `is not your current ${current.what}`);
    }
    await limiter.clearFailures(...counter);
  }
  assertUsablePassword(input.password, row);
  await setPasswordHash(app.db, who.userId, await hashSecret(input.password));
  await revokeOtherSessions(app.db, who.userId, who.sessionId ?? undefined);
  await app.sessions.changed(who.userId);
}
