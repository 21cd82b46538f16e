import { integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A learner's write as first answered, by its Idempotency-Key (plugins/idempotency.ts): a write
 * sent again (an offline queue replaying, a retry after a lost answer) gets this answer back
 * instead of running twice. A table, not memory, so every API process sees the same keys.
 * `status` is null while the first request is still running. Rows older than a day are forgotten.
 */
export const idempotentWrites = pgTable(
  'idempotent_writes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 100 }).notNull(),
    /** sha256 of method, path and body: the same key with another request is refused. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    status: smallint('status'),
    body: text('body'),
    contentType: text('content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

export type IdempotentWrite = typeof idempotentWrites.$inferSelect;
