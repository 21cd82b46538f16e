import { boolean, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { countries } from './countries';

/** An ally is a brand: it offers the site in some countries, with its own lessons. */
export const allies = pgTable('allies', {
  id: id(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: text('name').notNull(),
  // When a part counts as done (services/part-progress.ts): each ally may ask more or less.
  /** Share of a video that must have been played. */
  videoCompletePercent: smallint('video_complete_percent').notNull().default(80),
  /** Reading speed: a reading part counts after its words at this pace... */
  readingWordsPerMinute: smallint('reading_words_per_minute').notNull().default(240),
  /** ...and never before this many seconds. */
  readingMinSeconds: smallint('reading_min_seconds').notNull().default(20),
  /** Scrolled to its end, a reading part counts after this many seconds. */
  readingScrolledSeconds: smallint('reading_scrolled_seconds').notNull().default(8),
  /**
   * The hour (0-23, in each learner's own time) a reminder kind the team never set goes out at: the
   * brand's, written by its publication (services/reminders/ally-settings.ts).
   */
  remindersHour: smallint('reminders_hour').notNull().default(10),
  /** Set by staff: the ally's site says it is suspended and refuses sign-in; nothing is deleted. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  /** The ally's own host (`aprende.banco.example`), set by its admins: its site answers there too. */
  host: text('host').unique(),
  hostAddedAt: timestamp('host_added_at', { withTimezone: true }),
  /**
   * The ally's WhatsApp business number (E.164), set by staff once Meta registered it: the site's
   * "Aprender por WhatsApp" links open a chat with it. Null: the site shows no such link.
   */
  whatsappNumber: text('whatsapp_number'),
  /**
   * Meta's id of that number: a learner's message to it reaches this ally's lessons only, and the
   * chat answers from it. Null: the platform's number (WHATSAPP_PHONE_NUMBER_ID) serves the ally.
   */
  whatsappPhoneNumberId: text('whatsapp_phone_number_id').unique(),
  /**
   * Set by staff with the number: a number no account has that writes to it may create its account
   * in the chat (services/chat-learning/chat-registration.ts); otherwise it is sent a link.
   */
  chatRegistration: boolean('chat_registration').notNull().default(false),
  ...timestamps,
});

export const allyCountries = pgTable(
  'ally_countries',
  {
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.allyId, table.countryId] })],
);
