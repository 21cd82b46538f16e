import { accountEndpoints } from '@aula/contracts/endpoints/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { normalizePhone } from '../../lib/phone';
import { enforce, RULES } from '../../lib/rate-limit';
import { setSessionCookie } from '../../lib/session-cookie';
import { activateAccount, findAccount, markPhoneVerified } from '../../repositories/accounts';
import { findUserForLogin } from '../../repositories/users';
import { issueSession } from '../../services/auth';
import { messageOrigin } from '../../services/message-gate';
import { CODE_TTL_SECONDS, checkCode, sendCode } from '../../services/verification';

/**
 * `code` is the country calling code: a number given without '+' that does not already start
 * with it gets it prepended (5550000001 + 52 -> +525550000001).
 */
export function phoneWithCallingCode(phone: string, callingCode: string): string {
  if (phone.startsWith('+') || phone.startsWith(callingCode)) return normalizePhone(phone);
  return `+${callingCode}${phone}`;
}

/** Both methods are delivered by WhatsApp: the product has no SMS provider (yet). */
const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, accountEndpoints.waVerificationCode, async (request, reply) => {
    const phone = phoneWithCallingCode(request.body.phone_number, request.body.code);
    if (!/^\+[1-9]\d{7,14}$/.test(phone)) {
      return reply.code(400).send({
        error: 'bad_request',
        message: 'Invalid input',
        fields: [{ field: 'phone_number', reason: 'is too long with its country calling code' }],
      });
    }
    await sendCode(app, phone, messageOrigin(request, reply));
    return {
      status: 'sent',
      expires_in_seconds: CODE_TTL_SECONDS,
      resend_after_seconds: app.config.codeResendSeconds,
    } as const;
  });

  route(app, accountEndpoints.waValidation, async (request, reply) => {
    enforce(await app.ports.limiter.hit(RULES.codeChecks, request.ip), reply);
    const phoneNumber = normalizePhone(request.body.phone_number);
    await checkCode(app, phoneNumber, request.body.verification_code);
    const account = await findAccount(app.db, { phoneNumber });
    if (account?.status === 'pending') {
      await activateAccount(app.db, account.id, app.ports.now());
      const user = await findUserForLogin(app.db, { phoneNumber });
      const session = user
        ? await issueSession(app.db, user, {
            tokenTtlHours: app.config.tokenTtlHours,
            userAgent: request.headers['user-agent'],
          })
        : null;
      if (session) {
        setSessionCookie(request, reply, session, {
          tokenTtlHours: app.config.tokenTtlHours,
          sameSite: app.config.sessionCookieSameSite,
        });
      }
      return { verified: true, session } as const;
    }
    if (account) await markPhoneVerified(app.db, account.id, app.ports.now());
    return { verified: true, session: null } as const;
  });
};

export default verificationRoutes;
