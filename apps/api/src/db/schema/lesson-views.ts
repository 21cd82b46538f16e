import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { lessons } from './lessons';
import { users } from './users';

/**
 * One row per opening of a lesson; anonymous or deleted users keep their views counted. A log:
 * written in batches, never aggregated on a read (lessons.views holds the count).
 */
export const lessonViews = pgTable(
  'lesson_views',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // By user too: deleting a user sets their views anonymous, which must not scan the whole log.
  (table) => [index('lesson_views_lesson_idx').on(table.lessonId), index('lesson_views_user_idx').on(table.userId)],
);
