import type { UpdatePasswordRequest } from '@aula/contracts/account';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { users } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { enforce, LOGIN_BACKOFF } from '../lib/rate-limit';
import { hashSecret, verifySecret } from '../lib/secrets';
import { setPasswordHash } from '../repositories/accounts';
import { revokeOtherSessions } from '../repositories/sessions';

const currentPasswordProblem = (reason: string) =>
  new HttpError(400, 'bad_request', 'Invalid input', { fields: [{ field: 'current_password', reason }] });

/**
 * Changes a signed-in learner's password. With a password already set, the current one must be
 * given (re-authentication, ASVS V6): wrong tries count on the account's sign-in back-off, so a
 * stolen session cannot guess it either. Every other session of the learner ends.
 */
export async function changePassword(
  app: FastifyInstance,
  reply: FastifyReply,
  who: { userId: number; sessionId: number | null },
  input: UpdatePasswordRequest,
): Promise<void> {
  const [row] = await app.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, who.userId));
  if (row?.passwordHash) {
    if (!input.current_password) throw currentPasswordProblem('is required');
    const { limiter } = app.ports;
    const key = `user:${who.userId}`;
    const wait = await limiter.waitSeconds(LOGIN_BACKOFF.account, key);
    if (wait > 0) enforce({ allowed: false, retryAfterSeconds: wait }, reply);
    if (!(await verifySecret(input.current_password, row.passwordHash))) {
      await limiter.recordFailure(LOGIN_BACKOFF.account, key);
      throw currentPasswordProblem('is not your current password');
    }
  }
  await setPasswordHash(app.db, who.userId, await hashSecret(input.password));
  await revokeOtherSessions(app.db, who.userId, who.sessionId ?? undefined);
  await app.sessions.changed(who.userId);
}
