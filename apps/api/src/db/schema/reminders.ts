import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { allies } from './allies';
import { id, version } from './columns';
import { users } from './users';

// Reminders (issue 30, services/reminders): who agreed to be reminded and how, what each ally sends,
// and every message with its way through the queue and the provider.

export const reminderChannel = pgEnum('reminder_channel', ['whatsapp', 'email']);
export const reminderFrequency = pgEnum('reminder_frequency', ['daily', 'weekly']);
export const reminderKind = pgEnum('reminder_kind', [
  'stopped_mid_lesson',
  'new_module',
  'webinar_reminder',
  'achievement_earned',
]);
export const consentSource = pgEnum('reminder_consent_source', ['registration', 'settings', 'link', 'whatsapp_reply']);
export const reminderStatus = pgEnum('reminder_status', [
  'queued',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
  'cancelled',
]);

/**
 * A learner's choice: a row exists once they chose (absent = never asked = nothing sent). The row is
 * also the lock that keeps two API processes from sending the same learner two messages at once
 * (services/reminders/queue.ts), and remembers the last send (the daily cap) and the last WhatsApp
 * message received from them (the 24-hour window).
 */
export const reminderPreferences = pgTable(
  'reminder_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    optedIn: boolean('opted_in').notNull(),
    channel: reminderChannel('channel').notNull(),
    frequency: reminderFrequency('frequency').notNull(),
    quietStart: smallint('quiet_start').notNull(),
    quietEnd: smallint('quiet_end').notNull(),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    consentSource: consentSource('consent_source').notNull(),
    /** When the last message was claimed for sending (the cap: one a day, or a week). */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** The learner's last WhatsApp message to the ally's number: free text is allowed for 24 hours. */
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('reminder_quiet_hours', sql`${table.quietStart} between 0 and 23 and ${table.quietEnd} between 0 and 23`),
  ],
);

/** Every change of consent, with when and from where: the record the issue asks for. */
export const reminderConsentEvents = pgTable(
  'reminder_consent_events',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optedIn: boolean('opted_in').notNull(),
    channel: reminderChannel('channel').notNull(),
    source: consentSource('source').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('reminder_consent_events_user_idx').on(table.userId, table.at)],
);

/** What an ally sends for each kind; a kind without a row uses the defaults (off). */
export const reminderAllySettings = pgTable(
  'reminder_ally_settings',
  {
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id, { onDelete: 'cascade' }),
    kind: reminderKind('kind').notNull(),
    enabled: boolean('enabled').notNull(),
    afterDays: smallint('after_days').notNull(),
    sendHour: smallint('send_hour').notNull(),
    templateEs: text('template_es').notNull(),
    templateEn: text('template_en').notNull(),
    /** The console's edit-conflict counter: a kind without a row is version 1, its first save writes 2. */
    version: version(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.allyId, table.kind] })],
);

/**
 * Every reminder, from the moment the scheduler finds it due: the queue itself (status `queued`,
 * `due_at`, claimed with FOR UPDATE SKIP LOCKED) and the log the console counts. `reason_key` names
 * why (`stopped:part:12`, `module:4`, `webinar:3:day`): unique per learner, so a reason is sent
 * at most once however many processes schedule it.
 */
export const reminderMessages = pgTable(
  'reminder_messages',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id, { onDelete: 'cascade' }),
    kind: reminderKind('kind').notNull(),
    reasonKey: varchar('reason_key', { length: 120 }).notNull(),
    /** What the message is about (the `{leccion}` of the template) and where its link lands. */
    subject: text('subject').notNull(),
    targetPath: varchar('target_path', { length: 512 }).notNull(),
    status: reminderStatus('status').notNull().default('queued'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Worth nothing after this (a webinar that has begun): cancelled instead of sent late. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A claim not finished by then (a process died while sending) may be taken again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The cap's value before this claim, put back if the send fails. */
    capBefore: timestamp('cap_before', { withTimezone: true }),
    channel: reminderChannel('channel'),
    language: varchar('language', { length: 2 }),
    /** Whether WhatsApp needed the ally's template (outside the 24-hour window). */
    viaTemplate: boolean('via_template'),
    /** The provider's id of the sent message (`wamid...`), for the webhook's statuses. */
    providerId: varchar('provider_id', { length: 200 }),
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reminder_messages_reason_idx').on(table.userId, table.reasonKey),
    index('reminder_messages_due_idx').on(table.status, table.dueAt),
    index('reminder_messages_ally_created_idx').on(table.allyId, table.createdAt),
    index('reminder_messages_provider_idx').on(table.providerId),
  ],
);

/**
 * The inbound WhatsApp messages the webhook has applied, by the provider's message id: Meta delivers
 * again what it is not sure was received, and a signed body can be replayed, so a message id seen
 * before is skipped (a replayed "BAJA" must not opt out again a learner who opted back in). Rows
 * older than the webhook's replay window are dropped (services/reminders/webhook.ts).
 */
export const whatsappInboundMessages = pgTable(
  'whatsapp_inbound_messages',
  {
    messageId: varchar('message_id', { length: 200 }).primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('whatsapp_inbound_messages_received_idx').on(table.receivedAt)],
);
