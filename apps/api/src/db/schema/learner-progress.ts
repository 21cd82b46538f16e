import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, real, smallint, timestamp } from 'drizzle-orm/pg-core';
import { lessonParts, lessons } from './lessons';
import { users } from './users';

/** A learner's favourite lessons: a row exists while the lesson is marked. */
export const lessonFavorites = pgTable(
  'lesson_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // By lesson too: deleting a lesson (cascade) must not scan every learner's lesson state.
  (table) => [
    primaryKey({ columns: [table.userId, table.lessonId] }),
    index('lesson_favorites_lesson_idx').on(table.lessonId),
  ],
);

/** One rating per learner and lesson; rating again replaces it. */
export const lessonRatings = pgTable(
  'lesson_ratings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lessonId] }),
    // With the rating in the index, a lesson's average is read from the index alone.
    index('lesson_ratings_lesson_idx').on(table.lessonId, table.rating),
    // The console's ratings given in a period (services/insight): a range, not a scan of every rating.
    index('lesson_ratings_updated_idx').on(table.updatedAt),
    check('lesson_ratings_range', sql`${table.rating} between 1 and 5`),
  ],
);

/**
 * A learner's time on a part, as the server saw it: when they first opened it, when the player last
 * reported (or the part was opened again) and how many seconds of video were credited, never more
 * than the time that passed between reports (services/part-progress.ts).
 */
export const partProgress = pgTable(
  'part_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => lessonParts.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    playedSeconds: real('played_seconds').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.partId] }), index('part_progress_part_idx').on(table.partId)],
);

/** Where a part was done: on the site, or in the WhatsApp chat (issue 42; insight counts each). */
export const learningChannel = pgEnum('learning_channel', ['site', 'chat']);
export type LearningChannel = (typeof learningChannel.enumValues)[number];

/**
 * A part the learner has done, as judged by the server from their progress (part_progress). Lesson and module progress are derived
 * from these rows, so they can never disagree with each other.
 */
export const partCompletions = pgTable(
  'part_completions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => lessonParts.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(1),
    channel: learningChannel('channel').notNull().default('site'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // By part too: deleting a part (cascade) must not scan every learner's progress.
  (table) => [
    primaryKey({ columns: [table.userId, table.partId] }),
    index('part_completions_part_idx').on(table.partId),
  ],
);
