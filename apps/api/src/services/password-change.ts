import type { UpdatePasswordRequest } from '@aula/contracts/account';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { assertUsablePassword } from '../lib/password-policy';
import { hashSecret } from '../lib/secrets';
import { setPasswordHash } from '../repositories/accounts';
import { revokeOtherSessions } from '../repositories/sessions';
import { reauthenticate } from './reauthentication';

/**
 * Changes a signed-in learner's password once the current password (or the PIN of a PIN-only
 * account) is given. Every other session of the learner ends.
 */
export async function changePassword(
  app: FastifyInstance,
  reply: FastifyReply,
  who: { userId: number; sessionId: number | null },
  input: UpdatePasswordRequest,
): Promise<void> {
  const account = await reauthenticate(app, reply, who.userId, input);
  assertUsablePassword(input.password, account);
  await setPasswordHash(app.db, who.userId, await hashSecret(input.password));
  await revokeOtherSessions(app.db, who.userId, who.sessionId ?? undefined);
  await app.sessions.changed(who.userId);
}
