import { accountEndpoints } from '@aula/contracts/endpoints/account';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema';
import { route } from '../../lib/declared-route';
import { unauthorized } from '../../lib/http-error';
import { changePassword } from '../../services/password-change';

/** The signed-in learner's own password: whether there is one, and changing it. */
const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, accountEndpoints.checkPassword, async (request) => {
    if (!request.user) throw unauthorized();
    const [row] = await app.db
      .select({ passwordHash: users.passwordHash, pinHash: users.pinHash })
      .from(users)
      .where(eq(users.id, request.user.id));
    return { has_password: Boolean(row?.passwordHash), has_pin: Boolean(row?.pinHash) };
  });

  // A new hash changes every outstanding reset token's signature, so those links die with it.
  route(app, accountEndpoints.updatePassword, async (request, reply) => {
    if (!request.user) throw unauthorized();
    await changePassword(app, reply, { userId: request.user.id, sessionId: request.sessionId }, request.body);
    return { status: 'updated' } as const;
  });
};

export default passwordRoutes;
