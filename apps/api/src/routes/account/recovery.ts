import { accountEndpoints as account } from '@aula/contracts/endpoints/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { messageOrigin } from '../../services/message-gate';
import {
  accountForResetToken,
  confirmPin,
  frontendBase,
  resetPin,
  sendResetByEmail,
  sendResetByPhone,
  setNewPassword,
} from '../../services/password-reset';

const queued = { status: 'queued' } as const;

/** Recovery: a new PIN, reset links by mail or WhatsApp, and the link's check and use. */
const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, account.resetLoginPin, async (request, reply) => {
    await resetPin(app, request.body.phone_number, messageOrigin(request, reply));
    return queued;
  });

  route(app, account.confirmLoginPin, async (request) => {
    await confirmPin(app, request.body);
    return { status: 'updated' } as const;
  });

  route(app, account.sendResetPassword, async (request, reply) => {
    await sendResetByEmail(
      app,
      request.body.email,
      frontendBase(app, request.body.url_base),
      messageOrigin(request, reply),
    );
    return queued;
  });

  route(app, account.sendPhoneToken, async (request, reply) => {
    await sendResetByPhone(
      app,
      request.body.phone_number,
      frontendBase(app, request.body.url_base),
      messageOrigin(request, reply),
    );
    return queued;
  });

  route(app, account.setNewPassword, async (request) => {
    await setNewPassword(app, request.body);
    return { status: 'updated' } as const;
  });

  route(app, account.verificationToken, async (request) => {
    await accountForResetToken(app, request.query.uidb64, request.query.token);
    return { valid: true } as const;
  });
};

export default recoveryRoutes;
