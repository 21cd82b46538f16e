import { chatMessage } from '@aula/contracts/chat-learning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readOutbox } from '../../adapters/outbox';

// Development only, so not a documented call of the contracts package.
const outboxQuery = z.object({ to: z.string().max(254).optional() }).strict();
const outboxResponse = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      channel: z.enum(['email', 'whatsapp']),
      to: z.string(),
      subject: z.string().nullable(),
      text: z.string(),
      created_at: z.string(),
      /** Why it was not sent ("refused: cap per address"); null when it was. */
      refused: z.string().nullable(),
      /** A chat message as composed (its buttons' and rows' ids); null for any other message. */
      payload: chatMessage.nullable(),
    }),
  ),
});

/**
 * GET /dev/outbox/: the newest 50 messages the development outbox caught (codes, PINs, reset
 * links, chat messages), and the ones a cap refused (`refused` says which), `?to=` for one recipient. Not registered in production (routes/dev/index.ts).
 */
const outboxRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox/',
    { schema: { querystring: outboxQuery, response: { 200: outboxResponse } } },
    async (request) => {
      const rows = await readOutbox(app.db, { to: request.query.to });
      return {
        results: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          created_at: row.createdAt.toISOString(),
          refused: row.refused,
          payload: row.payload,
        })),
      };
    },
  );
};

export default outboxRoute;
