import type { ChatMessage } from '@aula/contracts/chat-learning';
import { isOptOutReply } from '@aula/contracts/reminders';
import fp from 'fastify-plugin';
import { chatCertificates } from '../services/chat-learning/chat-certificate';
import { chatInbound, stopChat } from '../services/chat-learning/chat-inbound';
import { sendDueChat } from '../services/chat-learning/chat-queue';
import { chatRegistration } from '../services/chat-learning/chat-registration';
import { CHAT_WORDS } from '../services/chat-learning/chat-words';
import { chatPartReader } from '../services/chat-learning/part-reader';
import { registrationLinkOf } from '../services/chat-learning/registration-link';
import type { ChatReplies } from '../services/reminders/webhook';

declare module 'fastify' {
  interface FastifyInstance {
    /** Learning inside WhatsApp: what the webhook hands a learner's message to (issue 42). */
    chatReplies: ChatReplies;
  }
}

/** A number no account has is answered once a day: enough to find the way, never a conversation. */
const STRANGER_ANSWERS = { name: 'chat-stranger', limit: 1, windowSeconds: 24 * 60 * 60 };

/**
 * Messages a business number sends a second, across every process: the Cloud API's default
 * throughput per number is 80; beyond it Meta refuses them (error 130429).
 */
export const SENDS_PER_SECOND = { name: 'whatsapp-sends', limit: 80, windowSeconds: 1 };

/** How often queued chat messages that failed are tried again (the answers themselves go at once). */
const RETRY_EVERY_MS = 15_000;

/**
 * Answers learners in the chat: a message is answered and the answer sent at once, in order; what
 * failed to send is tried again by a timer in every process (the queue's claims make that safe).
 */
export default fp(
  async (app) => {
    const reader = chatPartReader(app);
    const certificate = chatCertificates(app);
    let sending: Promise<unknown> = Promise.resolve();
    /** One send at a time per process: a learner's messages leave in the order they were queued. */
    const mayUse = async (sender: string) => (await app.ports.limiter.hit(SENDS_PER_SECOND, sender)).allowed;
    const sendDue = (): Promise<unknown> => {
      sending = sending
        .then(() => sendDueChat(app.db, app.ports.whatsapp, app.ports.now(), { clock: app.ports.now, mayUse }))
        .then((outcome) => {
          // What a number's rate put off goes a second later, not at the next retry round.
          if (outcome.throttled > 0) setTimeout(() => void sendDue(), 1000).unref();
        })
        .catch((err) => app.log.error({ err }, 'chat messages could not be sent'));
      return sending;
    };
    app.decorate('chatReplies', {
      // Answered and queued before the webhook's 200; sent after it: Meta's call never waits on
      // the provider's (one HTTP call per message), and a send that fails is tried again anyway.
      async replied(userId, reply) {
        const context = {
          db: app.db,
          cache: app.contentCache,
          now: app.ports.now(),
          limiter: app.ports.limiter,
          ...reader,
          certificate,
        };
        if ((await chatInbound(context, userId, reply)) === 'answered') void sendDue();
      },
      async stopped(userId) {
        await stopChat(app.db, userId);
      },
      // Inside the window the number's own message opened: it registers in the chat where the ally
      // allows it; elsewhere it gets one answer a day (the link), whatever it writes.
      async stranger(phone, to, reply) {
        const { limiter, deliveries, whatsapp } = app.ports;
        // From the number it wrote to: an ally's own, or the platform's.
        const from = to ? { from: to.phoneNumberId } : {};
        const send = (message: ChatMessage) =>
          deliveries.start('a chat answer to an unknown number', () =>
            whatsapp.sendMessage({ to: phone, message, ...from }),
          );
        const registration = to ? await chatRegistration(app, phone, to.allyId, reply) : 'not_offered';
        if (registration === 'silent') return;
        if (registration !== 'not_offered') {
          if ('answer' in registration) return send(registration.answer);
          // Registered: the chat answers the code as their first message, with its welcome and menu.
          return app.chatReplies.replied(registration.registered, reply);
        }
        // Someone asking to hear nothing is not sent a link either.
        if (isOptOutReply(reply.text)) return;
        if (!(await limiter.hit(STRANGER_ANSWERS, `${to?.allyId ?? ''}:${phone}`)).allowed) return;
        send({ kind: 'text', body: CHAT_WORDS.es.registerFirst(await registrationLinkOf(app, to?.allyId)) });
      },
      idle: () => sending.then(() => undefined),
    } satisfies ChatReplies);

    if (app.config.nodeEnv === 'test') return;
    const timer = setInterval(() => void sendDue(), RETRY_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sending;
    });
  },
  { name: 'chat-learning', dependencies: ['db', 'account-ports', 'content-cache'] },
);
