import { reminderEndpoints as reminders } from '@aula/contracts/endpoints/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/declared-route';
import { HttpError } from '../../lib/http-error';
import { handleWebhook, validSignature } from '../../services/reminders/webhook';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as it came, for the webhook's signature (this plugin's JSON parser keeps it). */
    rawBody?: string;
  }
}

/**
 * The WhatsApp Cloud API webhook: the subscription handshake (GET, the verify token) and the change
 * notifications (POST, signed with the app secret when WHATSAPP_APP_SECRET is set). Its own plugin:
 * only here does the JSON parser keep the raw body, which the signature is computed over.
 */
const webhook: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    try {
      done(null, text.length === 0 ? undefined : JSON.parse(text));
    } catch {
      done(new HttpError(400, 'bad_request', 'The body is not JSON'), undefined);
    }
  });

  const { appSecret, verifyToken } = app.config.whatsappWebhook;

  route(app, reminders.whatsappWebhookVerify, async (request, reply) => {
    if (!verifyToken || request.query['hub.verify_token'] !== verifyToken) {
      throw new HttpError(403, 'forbidden', 'The verify token does not match');
    }
    return reply.type('text/plain; charset=utf-8').send(request.query['hub.challenge']);
  });

  // Before the body is validated: an unsigned or forged call learns nothing about the body's shape.
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'POST') return;
    // Without the secret nothing can be checked: taken outside production (the outbox, e2e), refused in it.
    const trusted = appSecret
      ? validSignature(appSecret, request.rawBody ?? '', request.headers['x-hub-signature-256'] as string | undefined)
      : app.config.nodeEnv !== 'production';
    if (!trusted) throw new HttpError(401, 'unauthorized', 'The signature does not match the body');
  });

  route(app, reminders.whatsappWebhook, async (request) => {
    await handleWebhook(app.db, request.body, app.ports.now(), app.chatReplies);
    return { received: true as const };
  });
};

export default webhook;
