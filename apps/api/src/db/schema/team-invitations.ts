import { char, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { allies } from './allies';
import { id } from './columns';
import { userAccess, users } from './users';

/**
 * An invitation to an ally's team, sent by email with a one-time link. Only the sha256 of the link's
 * token is kept (a database leak opens no account); accepting sets `accepted_at` in the same
 * conditional write that checks it is unset and not expired, so a link works once.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: id(),
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id, { onDelete: 'cascade' }),
    /** Lower case, as `users.email`. */
    email: varchar('email', { length: 254 }).notNull(),
    /** `ally_admin` or `ally_editor` (the contract refuses any other). */
    role: userAccess('role').notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('team_invitations_ally_idx').on(table.allyId, table.email)],
);
