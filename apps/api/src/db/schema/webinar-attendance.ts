import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { webinars } from './achievements';
import { users } from './users';

/**
 * A learner's time in a webinar's room, as the server saw it (spec section 8: attendance counts
 * after more than 30 minutes). Each heartbeat credits at most the wall-clock time since the last
 * one, inside the webinar's window, so a client cannot claim minutes it did not spend.
 */
export const webinarAttendance = pgTable(
  'webinar_attendance',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    webinarId: integer('webinar_id')
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    /** The last join or heartbeat; null once the learner left (the next join starts a new stretch). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    creditedSeconds: integer('credited_seconds').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.webinarId] })],
);
