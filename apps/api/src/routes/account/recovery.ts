import {
  confirmLoginPinRequest,
  messageQueued,
  passwordUpdated,
  resetLoginPinRequest,
  sendPhoneTokenRequest,
  sendResetPasswordRequest,
  setNewPasswordRequest,
  verificationTokenQuery,
  verificationTokenResponse,
} from '@aula/contracts/account';
import { apiError, rateLimitedError } from '@aula/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
const sendResponse = { 200: messageQueued, 400: apiError, 429: rateLimitedError };

/** Recovery: a new PIN, reset links by mail or WhatsApp, and the link's check and use. */
const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/mx/reset_login_pin/',
    { schema: { body: resetLoginPinRequest, response: sendResponse } },
    async (request, reply) => {
      await resetPin(app, request.body.phone_number, messageOrigin(request, reply));
      return queued;
    },
  );

  app.post(
    '/mx/confirm_login_pin/',
    { schema: { body: confirmLoginPinRequest, response: { 200: passwordUpdated, 400: apiError } } },
    async (request) => {
      await confirmPin(app, request.body);
      return { status: 'updated' } as const;
    },
  );

  app.post(
    '/send-reset-password/',
    { schema: { body: sendResetPasswordRequest, response: sendResponse } },
    async (request, reply) => {
      await sendResetByEmail(
        app,
        request.body.email,
        frontendBase(app, request.body.url_base),
        messageOrigin(request, reply),
      );
      return queued;
    },
  );

  app.post(
    '/send-phone-token/',
    { schema: { body: sendPhoneTokenRequest, response: sendResponse } },
    async (request, reply) => {
      await sendResetByPhone(
        app,
        request.body.phone_number,
        frontendBase(app, request.body.url_base),
        messageOrigin(request, reply),
      );
      return queued;
    },
  );

  app.patch(
    '/set-new-password/',
    { schema: { body: setNewPasswordRequest, response: { 200: passwordUpdated, 400: apiError } } },
    async (request) => {
      await setNewPassword(app, request.body);
      return { status: 'updated' } as const;
    },
  );

  app.get(
    '/verification-token/',
    { schema: { querystring: verificationTokenQuery, response: { 200: verificationTokenResponse, 400: apiError } } },
    async (request) => {
      await accountForResetToken(app, request.query.uidb64, request.query.token);
      return { valid: true } as const;
    },
  );
};

export default recoveryRoutes;
