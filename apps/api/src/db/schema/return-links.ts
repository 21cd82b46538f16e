import { char, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { allies } from './allies';
import { id } from './columns';
import { users } from './users';

/**
 * A link in a message that brings a learner back to a lesson signed in (issue 30). Only the
 * sha256 of its token is kept (a database leak opens no session); using it sets `used_at` in the
 * same conditional write that checks it is unset and not expired, so it opens one session only.
 */
export const returnLinks = pgTable(
  'return_links',
  {
    id: id(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id, { onDelete: 'cascade' }),
    /** A path on the ally's own site (`/mx/impulsa/seccion/lecciones/6?parte=2`), checked when issued. */
    targetPath: varchar('target_path', { length: 512 }).notNull(),
    /** What sent it (e.g. the reminder's id), so its clicks can be counted for that message. */
    source: varchar('source', { length: 64 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The first time anyone opened it, whether or not it still signed in ("clicked"). */
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    opens: integer('opens').notNull().default(0),
    /** When it opened its one session ("returned to learning"). */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('return_links_source_idx').on(table.source), index('return_links_user_idx').on(table.userId)],
);
