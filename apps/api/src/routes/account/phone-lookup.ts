import { accountEndpoints } from '@aula/contracts/endpoints/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { normalizePhone } from '../../lib/phone';
import { enforce, RULES } from '../../lib/rate-limit';
import { findAccount } from '../../repositories/accounts';

/**
 * GET /api/verify-phone-number: the spec needs it (sign-in or register?), and it necessarily
 * tells whether a number is registered, so it is limited per client address. Pending
 * registrations do not count as accounts.
 */
const phoneLookupRoute: FastifyPluginAsyncZod = async (app) => {
  route(app, accountEndpoints.verifyPhoneNumber, async (request, reply) => {
    enforce(await app.ports.limiter.hit(RULES.phoneLookups, request.ip), reply);
    const account = await findAccount(app.db, { phoneNumber: normalizePhone(request.query.phone_number) });
    return { exists: account?.status === 'active' };
  });
};

export default phoneLookupRoute;
