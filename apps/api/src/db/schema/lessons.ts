import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { allies } from './allies';
import { id, timestamps } from './columns';
import { countries } from './countries';

export const lessonPartKind = pgEnum('lesson_part_kind', ['video', 'reading', 'download']);

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
    /** Where the video or the download lives; reading parts have none. */
    mediaUrl: text('media_url'),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    /** A video's real length: what "most of it was played" is measured against (minutes when unknown). */
    mediaSeconds: integer('media_seconds'),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('lesson_parts_lesson_idx').on(table.lessonId)],
);
