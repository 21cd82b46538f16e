import { randomUUID } from 'node:crypto';
import type { WhatsAppWebhookBody } from '@aula/contracts/reminders';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { readOutbox } from '../../adapters/outbox';
import { allies } from '../../db/schema/allies';
import { users } from '../../db/schema/users';
import { HttpError } from '../../lib/http-error';
import { chatHistoryOf } from '../../services/chat-learning/chat-queue';
import { chatPageHtml, type ViewedMessage } from '../../services/chat-learning/chat-view';
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

/** Meta's notification of one message from `phone` (to an ally's own number: `phoneNumberId`), as the webhook receives it. */
function notification(
  phone: string,
  reply: { text: string } | { id: string; title: string },
  at: Date,
  phoneNumberId: string | undefined,
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
    entry: [
      {
        changes: [
          {
            field: 'messages',
            value: {
              ...(phoneNumberId ? { metadata: { display_phone_number: '', phone_number_id: phoneNumberId } } : {}),
              messages: [message],
            },
          },
        ],
      },
    ],
  };
}

const ALLY_CODE = /^[a-z0-9-]{1,40}$/;

/**
 * The ally whose own number `?to=` names (its code): the chat then writes to that number, as a
 * stranger writing to the ally would. Absent: the platform's number.
 */
async function allyNumberOf(
  app: FastifyInstance,
  to: unknown,
): Promise<{ code: string; phoneNumberId: string } | undefined> {
  if (to === undefined || to === '') return undefined;
  const code = typeof to === 'string' && ALLY_CODE.test(to) ? to : undefined;
  const [ally] = code
    ? await app.db.select({ phoneNumberId: allies.whatsappPhoneNumberId }).from(allies).where(eq(allies.code, code))
    : [];
  if (!code || !ally?.phoneNumberId)
    throw new HttpError(400, 'bad_request', 'Invalid input', {
      fields: [{ field: 'to', reason: 'must be the code of an ally with its own WhatsApp number' }],
    });
  return { code, phoneNumberId: ally.phoneNumberId };
}

/**
 * What a number without an active account was sent (registering in the chat, its codes): the
 * outbox's messages to it, oldest first. Its own words are not kept anywhere for a stranger.
 */
async function sentToStranger(app: FastifyInstance, phone: string): Promise<ViewedMessage[]> {
  const rows = await readOutbox(app.db, { to: phone });
  return rows.reverse().map((row) => ({
    direction: 'out',
    payload: row.payload ?? { kind: 'text', body: row.body },
    status: row.refused ? 'refused' : 'sent',
    lastError: row.refused,
    createdAt: row.createdAt,
  }));
}

const whatsappChat: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { phone: string }; Querystring: { text?: unknown; to?: unknown } }>(
    '/dev/whatsapp/:phone',
    { schema: { hide: true } },
    async (request, reply) => {
      const phone = phoneOf(request.params.phone);
      const to = await allyNumberOf(app, request.query.to);
      const [learner] = await app.db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.phoneNumber, phone), eq(users.status, 'active')));
      const messages = learner ? await chatHistoryOf(app.db, learner.id) : await sentToStranger(app, phone);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          chatPageHtml({
            phone,
            learner: learner?.name,
            messages,
            ...(to ? { to: to.code } : {}),
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
    forms.post<{ Params: { phone: string }; Querystring: { to?: unknown }; Body: string }>(
      '/dev/whatsapp/:phone',
      { schema: { hide: true } },
      async (request, reply) => {
        const phone = phoneOf(request.params.phone);
        const to = await allyNumberOf(app, request.query.to);
        const said = replyOf(typeof request.body === 'string' ? request.body : '');
        if (!said)
          throw new HttpError(400, 'bad_request', 'Invalid input', {
            fields: [{ field: 'text', reason: 'must not be empty' }],
          });
        const now = app.ports.now();
        await handleWebhook(app.db, notification(phone, said, now, to?.phoneNumberId), now, app.chatReplies);
        // The page then shows the answer as sent, as the learner's phone would.
        await Promise.all([app.chatReplies.idle(), app.ports.deliveries.idle()]);
        return reply
          .code(303)
          .header('cache-control', 'no-store')
          .redirect(`/dev/whatsapp/${phone.slice(1)}${to ? `?to=${to.code}` : ''}#last`);
      },
    );
  });
};

export default whatsappChat;
