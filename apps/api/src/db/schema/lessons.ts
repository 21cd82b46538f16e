import { relations } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { allies } from './allies';
import { id, timestamps } from './columns';
import { countries } from './countries';
import { lessonViews } from './lesson-views';

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
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('lesson_parts_lesson_idx').on(table.lessonId)],
);

export const lessonModulesRelations = relations(lessonModules, ({ one, many }) => ({
  ally: one(allies, { fields: [lessonModules.allyId], references: [allies.id] }),
  country: one(countries, { fields: [lessonModules.countryId], references: [countries.id] }),
  lessons: many(lessons),
}));

export const lessonsRelations = relations(lessons, ({ one, many }) => ({
  module: one(lessonModules, { fields: [lessons.moduleId], references: [lessonModules.id] }),
  parts: many(lessonParts),
  views: many(lessonViews),
}));

export const lessonPartsRelations = relations(lessonParts, ({ one }) => ({
  lesson: one(lessons, { fields: [lessonParts.lessonId], references: [lessons.id] }),
}));
