import type { ConsoleCheck } from '@aula/contracts/knowledge-checks';
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { allies } from './allies';
import { id, timestamps, version } from './columns';
import { countries } from './countries';

export const lessonPartKind = pgEnum('lesson_part_kind', ['video', 'reading', 'download', 'check']);

/** A module belongs to one ally; a country scope narrows it to one of the ally's countries. */
export const lessonModules = pgTable(
  'lesson_modules',
  {
    id: id(),
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id, { onDelete: 'cascade' }),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    coverImageUrl: text('cover_image_url'),
    position: integer('position').notNull().default(0),
    /**
     * Learners see a module once it is published. The default publishes what the seed and older
     * releases wrote; the console creates its modules with null (a draft).
     */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    /** Deleted in the console while learners had records in it: hidden everywhere, records kept. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Completing it earns a certificate in the ally's name (services/certificates). */
    certifying: boolean('certifying').notNull().default(false),
    /**
     * Learners may take it in the WhatsApp chat (services/chat-learning). The default keeps what older
     * releases offered; the console creates its modules with it off until the team turns it on.
     */
    chatLearning: boolean('chat_learning').notNull().default(true),
    version: version(),
    ...timestamps,
  },
  (table) => [index('lesson_modules_ally_idx').on(table.allyId)],
);

/** A lesson is visible once `published_at` is set and not in the future. */
export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => lessonModules.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    introduction: text('introduction').notNull(),
    coverImageUrl: text('cover_image_url'),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    position: integer('position').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * How many times learners opened it: the count of its lesson_views rows, kept here so a list
     * never counts the log. Views are buffered and added in batches (lib/lesson-view-buffer.ts).
     */
    views: integer('views').notNull().default(0),
    /** Deleted in the console while learners had records in it (its publication is cleared too). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    version: version(),
    ...timestamps,
  },
  (table) => [index('lessons_module_idx').on(table.moduleId), index('lessons_published_at_idx').on(table.publishedAt)],
);

export const lessonParts = pgTable(
  'lesson_parts',
  {
    id: id(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: lessonPartKind('kind').notNull(),
    content: text('content').notNull(),
    /**
     * A reading written in the console's rich-text editor, already sanitized (lib/html.ts); when
     * set, learners read it instead of `content` (plain text of the seed).
     */
    contentHtml: text('content_html'),
    /** Where the video or the download lives; reading parts have none. */
    mediaUrl: text('media_url'),
    /** A video's WebVTT captions uploaded in the console (else found beside the video, lib/media.ts). */
    captionsUrl: text('captions_url'),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    /** A video's real length: what "most of it was played" is measured against (minutes when unknown). */
    mediaSeconds: integer('media_seconds'),
    /**
     * A check part's questions, options (which are right, their feedback), pass mark and tries, as
     * the console saved them with every question and option numbered; null for the other kinds.
     * Attempts keep their own answers and results, so an edit never rewrites a past try.
     */
    checkDefinition: jsonb('check_definition').$type<ConsoleCheck>(),
    position: integer('position').notNull().default(0),
    /** Deleted in the console while learners had completed it: hidden from learners, records kept. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    version: version(),
    ...timestamps,
  },
  (table) => [index('lesson_parts_lesson_idx').on(table.lessonId)],
);
