import type { ChatMessage } from '@aula/contracts/chat-learning';
import { index, jsonb, pgEnum, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { id } from './columns';

export const outboxChannel = pgEnum('outbox_channel', ['email', 'whatsapp']);

/**
 * Development outbox: where mail and WhatsApp messages go when no provider is configured, so a
 * developer can read codes and links at GET /dev/outbox/. A table (not memory) so every API
 * process writes to the same place.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: outboxChannel('channel').notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    html: text('html'),
    /** A chat message as the chat composed it (its buttons' ids...); `body` is its readable rendering. */
    payload: jsonb('payload').$type<ChatMessage>(),
    /** Why the message was not sent (a cap, services/message-gate.ts); null when it was. */
    refused: text('refused'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_messages_recipient_idx').on(table.recipient)],
);
