import { integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A learner's write as first answered, by its Idempotency-Key (plugins/idempotency.ts): a write
 * sent again (an offline queue replaying, a retry after a lost answer) gets this answer back
 * instead of running twice. A table, not memory, so every API process sees the same keys.
 * `status` is null while the first request is still running: it holds the key until `leaseUntil`,
 * renewed while it runs, so a claim whose process died (or whose answer could not be written) is
 * taken over by the next retry within seconds. Rows older than a day are forgotten.
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
    /** Until when an unanswered claim is the running request's own; a retry may take it over after. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull().defaultNow(),
    /** Which claim of the key this is: only the request holding it renews the lease or records the answer. */
    claim: varchar('claim', { length: 36 }).notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

export type IdempotentWrite = typeof idempotentWrites.$inferSelect;
