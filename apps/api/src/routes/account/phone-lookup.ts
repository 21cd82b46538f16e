import { accountEndpoints } from '@aula/contracts/endpoints/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { normalizePhone } from '../../lib/phone';
import { enforce, RULES } from '../../lib/rate-limit';
import { findAccount } from '../../repositories/accounts';

/**
 * GET /api/verify-phone-number: the spec needs it (sign-in or register?), and it necessarily
 * tells whether a number is registered, so it is limited per client address. Pending
 * registrations do not count as accounts. It also says which secrets the account has, so a
 * PIN-only learner is asked for the PIN; that tells no more than a failed sign-in would.
 */
const phoneLookupRoute: FastifyPluginAsyncZod = async (app) => {
  route(app, accountEndpoints.verifyPhoneNumber, async (request, reply) => {
    enforce(await app.ports.limiter.hit(RULES.phoneLookups, request.ip), reply);
    const account = await findAccount(app.db, { phoneNumber: normalizePhone(request.query.phone_number) });
    const active = account?.status === 'active';
    // Which secret to ask for at sign-in; a number with no account has neither.
    return {
      exists: active,
      has_password: active && Boolean(account.passwordHash),
      has_pin: active && Boolean(account.pinHash),
    };
  });
};

export default phoneLookupRoute;
