import { index, integer, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { achievements, webinarCodes, webinars } from './achievements';
import { allies } from './allies';
import { id } from './columns';
import { reminderChannel } from './reminders';
import { users } from './users';

/** Where a code's message is: waiting (quiet hours), being handed over, sent, delivered, or failed (retryable). */
export const codeMessageStatus = pgEnum('code_message_status', ['queued', 'sending', 'sent', 'delivered', 'failed']);

/**
 * The message that took a webinar code to the learner it was given to ("Enviar códigos",
 * services/code-sends): one per learner and webinar (the unique index is what makes pressing the
 * button again send nothing twice), its way through the queue and the provider, and its text.
 */
export const webinarCodeMessages = pgTable(
  'webinar_code_messages',
  {
    id: id(),
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id, { onDelete: 'cascade' }),
    webinarId: integer('webinar_id')
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    /** The achievement whose earners were sent codes: the message links to its prize screen. */
    achievementId: integer('achievement_id')
      .notNull()
      .references(() => achievements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeId: integer('code_id')
      .notNull()
      .references(() => webinarCodes.id, { onDelete: 'cascade' }),
    status: codeMessageStatus('status').notNull().default('queued'),
    /** Not before this: the end of the learner's quiet hours, or now. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A claim not finished by then (a process died while sending) may be taken again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    channel: reminderChannel('channel'),
    language: varchar('language', { length: 2 }),
    /** The provider's id of the sent message (`wamid...`), for the webhook's statuses. */
    providerId: varchar('provider_id', { length: 200 }),
    text: text('text'),
    /** The admin who pressed the button (or "Reintentar"). */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('webinar_code_messages_learner_idx').on(table.webinarId, table.userId),
    index('webinar_code_messages_due_idx').on(table.status, table.dueAt),
    index('webinar_code_messages_provider_idx').on(table.providerId),
    // Deleting a learner or a code (cascade) must not scan every message.
    index('webinar_code_messages_user_idx').on(table.userId),
    index('webinar_code_messages_code_idx').on(table.codeId),
    index('webinar_code_messages_achievement_idx').on(table.achievementId),
  ],
);
