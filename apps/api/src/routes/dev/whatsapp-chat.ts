import { randomUUID } from 'node:crypto';
import type { WhatsAppWebhookBody } from '@aula/contracts/reminders';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { users } from '../../db/schema/users';
import { HttpError } from '../../lib/http-error';
import { chatHistoryOf } from '../../services/chat-learning/chat-queue';
import { chatPageHtml } from '../../services/chat-learning/chat-view';
import { handleWebhook } from '../../services/reminders/webhook';

// Development only (like /dev/outbox/): the chat of one number as WhatsApp would show it, where a
// developer or a test writes as the learner. A message written here goes through the same handler
// as Meta's webhook, as a notification of that number's message.

const PHONE = /^\+?([1-9]\d{7,14})$/;

function phoneOf(param: string): string {
  const digits = PHONE.exec(decodeURIComponent(param))?.[1];
  if (!digits)
    throw new HttpError(400, 'bad_request', 'Invalid input', {
      fields: [{ field: 'phone', reason: 'must be a phone number in international form, e.g. 525550000001' }],
    });
  return `+${digits}`;
}

/** What the page's forms post: typed text, or a tapped button or row as `id|title`. */
function replyOf(body: string): { text: string } | { id: string; title: string } | undefined {
  const form = new URLSearchParams(body);
  const tapped = form.get('reply');
  if (tapped) {
    const [id = '', ...title] = tapped.split('|');
    return id ? { id: id.slice(0, 256), title: title.join('|').slice(0, 200) } : undefined;
  }
  const text = form.get('text')?.trim();
  return text ? { text: text.slice(0, 4096) } : undefined;
}

/** Meta's notification of one message from `phone`, as the webhook receives it. */
function notification(
  phone: string,
  reply: { text: string } | { id: string; title: string },
  at: Date,
): WhatsAppWebhookBody {
  const kind =
    'id' in reply
      ? {
          type: 'interactive',
          interactive: { type: 'button_reply', button_reply: { id: reply.id, title: reply.title } },
        }
      : { type: 'text', text: { body: reply.text } };
  const message = {
    from: phone.slice(1),
    id: `wamid.dev-${randomUUID()}`,
    timestamp: String(Math.floor(at.getTime() / 1000)),
    ...kind,
  };
  return {
    object: 'whatsapp_business_account',
    entry: [{ changes: [{ field: 'messages', value: { messages: [message] } }] }],
  };
}

const whatsappChat: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { phone: string }; Querystring: { text?: unknown } }>(
    '/dev/whatsapp/:phone',
    { schema: { hide: true } },
    async (request, reply) => {
      const phone = phoneOf(request.params.phone);
      const [learner] = await app.db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(eq(users.phoneNumber, phone));
      const messages = learner ? await chatHistoryOf(app.db, learner.id) : [];
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          chatPageHtml({
            phone,
            learner: learner?.name,
            messages,
            ...(typeof request.query.text === 'string' ? { draft: request.query.text } : {}),
          }),
        );
    },
  );

  // Its own scope: only here (and on the site's pages) is a urlencoded body read.
  await app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => done(null, body),
    );
    forms.post<{ Params: { phone: string }; Body: string }>(
      '/dev/whatsapp/:phone',
      { schema: { hide: true } },
      async (request, reply) => {
        const phone = phoneOf(request.params.phone);
        const said = replyOf(typeof request.body === 'string' ? request.body : '');
        if (!said)
          throw new HttpError(400, 'bad_request', 'Invalid input', {
            fields: [{ field: 'text', reason: 'must not be empty' }],
          });
        await handleWebhook(app.db, notification(phone, said, app.ports.now()), app.ports.now(), app.chatReplies);
        // The page then shows the answer as sent, as the learner's phone would.
        await app.chatReplies.idle();
        return reply
          .code(303)
          .header('cache-control', 'no-store')
          .redirect(`/dev/whatsapp/${phone.slice(1)}#last`);
      },
    );
  });
};

export default whatsappChat;
