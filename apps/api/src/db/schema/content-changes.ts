import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { allies } from './allies';
import { id } from './columns';
import { users } from './users';

/**
 * The console's record of changes (who, when, what) to an ally's content and team, one row per
 * change, written in the change's own transaction (services/content-history.ts). `item_type` and
 * `action` are text, not enums, so an area adds a kind without a migration (the contract lists them).
 */
export const contentChanges = pgTable(
  'content_changes',
  {
    id: id(),
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id, { onDelete: 'cascade' }),
    /** Null once the account is deleted: the record of what they did stays. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    itemType: text('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    action: text('action').notNull(),
    /** Which fields changed, and what else the area finds worth showing. */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('content_changes_item_idx').on(table.allyId, table.itemType, table.itemId, table.createdAt)],
);
