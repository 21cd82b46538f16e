import { checkPasswordResponse, passwordUpdated, updatePasswordRequest } from '@aula/contracts/account';
import { apiError, rateLimitedError } from '@aula/contracts/errors';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema';
import { unauthorized } from '../../lib/http-error';
import { changePassword } from '../../services/password-change';

/** The signed-in learner's own password: whether there is one, and changing it. */
const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a call without a token gets 401 whatever its body.
  app.addHook('preValidation', app.authenticate);

  app.post(
    '/check_password/',
    { schema: { response: { 200: checkPasswordResponse, 401: apiError } } },
    async (request) => {
      if (!request.user) throw unauthorized();
      const [row] = await app.db
        .select({ passwordHash: users.passwordHash, pinHash: users.pinHash })
        .from(users)
        .where(eq(users.id, request.user.id));
      return { has_password: Boolean(row?.passwordHash), has_pin: Boolean(row?.pinHash) };
    },
  );

  // A new hash changes every outstanding reset token's signature, so those links die with it.
  app.put(
    '/update_password/',
    {
      schema: {
        body: updatePasswordRequest,
        response: { 200: passwordUpdated, 400: apiError, 401: apiError, 429: rateLimitedError },
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthorized();
      await changePassword(app, reply, { userId: request.user.id, sessionId: request.sessionId }, request.body);
      return { status: 'updated' } as const;
    },
  );
};

export default passwordRoutes;
