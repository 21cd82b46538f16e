import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../lib/http-error';
import devOutbox from './outbox';
import devReminders from './reminders';
import devReturnLinks from './return-links';
import devWhatsAppChat from './whatsapp-chat';

const DEV_PATH = /^\/dev(\/|\?|$)/;

/**
 * The development hooks (/dev/outbox/, /dev/return-links/, /dev/reminders/run/): registered outside
 * production only. In production nothing is registered under /dev, and a hook answers 404 there
 * before a body is read, so no schema of theirs answers and the site's pages do not either.
 */
export default fp(
  async (app: FastifyInstance) => {
    if (app.config.nodeEnv === 'production') {
      app.addHook('onRequest', async (request) => {
        if (DEV_PATH.test(request.url)) throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}`);
      });
      return;
    }
    await app.register(devOutbox);
    await app.register(devReturnLinks);
    await app.register(devReminders);
    await app.register(devWhatsAppChat);
  },
  { name: 'dev-routes', dependencies: ['db', 'chat-learning'] },
);
