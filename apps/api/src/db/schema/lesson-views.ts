import { relations } from 'drizzle-orm';
import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { lessons } from './lessons';
import { users } from './users';

/** One row per opening of a lesson; anonymous or deleted users keep their views counted. */
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
  (table) => [index('lesson_views_lesson_idx').on(table.lessonId)],
);

export const lessonViewsRelations = relations(lessonViews, ({ one }) => ({
  user: one(users, { fields: [lessonViews.userId], references: [users.id] }),
  lesson: one(lessons, { fields: [lessonViews.lessonId], references: [lessons.id] }),
}));
