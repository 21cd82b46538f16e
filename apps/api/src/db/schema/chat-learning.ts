import type { ChatMessage } from '@aula/contracts/chat-learning';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { allies } from './allies';
import { id } from './columns';
import { lessonParts } from './lessons';
import { users } from './users';

// Learning inside WhatsApp (issue 42, services/chat-learning): where each learner is in the chat,
// and every message of the conversation, the outgoing ones also the queue they are sent from.

/**
 * Where a learner's chat stands: the part being taken (null: at the menu) and, in a check, the
 * answers given so far (one question at a time; the try is graded once all are answered).
 */
export const chatConversations = pgTable('chat_conversations', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  partId: integer('part_id').references(() => lessonParts.id, { onDelete: 'set null' }),
  /** Check answers so far: `{ question_id, option_ids }[]`, the contract's attempt answers. */
  checkAnswers: jsonb('check_answers')
    .$type<{ question_id: number; option_ids: number[] }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const chatDirection = pgEnum('chat_direction', ['in', 'out']);
export const chatMessageStatus = pgEnum('chat_message_status', [
  'received',
  'queued',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
  'cancelled',
]);

/**
 * The conversation, both ways. An outgoing message is queued here and claimed by one process to
 * send (services/chat-learning/chat-queue.ts); the provider's statuses move it on.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id, { onDelete: 'cascade' }),
    direction: chatDirection('direction').notNull(),
    /** What was sent (out) or the reply as the learner gave it, typed or tapped (in). */
    payload: jsonb('payload').$type<ChatMessage>().notNull(),
    status: chatMessageStatus('status').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    providerId: varchar('provider_id', { length: 200 }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    index('chat_messages_user_idx').on(table.userId, table.id),
    // What the queue claims: a learner's outgoing messages not sent yet, a small set however long the history.
    index('chat_messages_pending_idx')
      .on(table.userId, table.id)
      .where(sql`${table.direction} = 'out' and ${table.status} in ('queued', 'sending')`),
    index('chat_messages_provider_idx').on(table.providerId),
  ],
);

export const chatRegistrationStep = pgEnum('chat_registration_step', ['name', 'terms', 'code']);

/**
 * A number no account has, creating its account in the chat of an ally that allows it
 * (services/chat-learning/chat-registration.ts): the step it is at and the name it gave. A row not
 * touched for a day counts as absent, and is dropped by the next registration written.
 */
export const chatRegistrations = pgTable(
  'chat_registrations',
  {
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id, { onDelete: 'cascade' }),
    phone: varchar('phone', { length: 16 }).notNull(),
    step: chatRegistrationStep('step').notNull(),
    name: text('name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.allyId, table.phone] })],
);
