import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Sign-in back-off counters kept in the database while Redis does not answer
 * (adapters/database-backoff.ts), so every API process counts the same tries meanwhile.
 * `id` is the policy's name and the counter's key; a row is dead once `forgetAt` has passed.
 */
export const backoffCounters = pgTable('backoff_counters', {
  id: varchar('id', { length: 300 }).primaryKey(),
  count: integer('count').notNull().default(0),
  /** No attempt is counted (nor checked) before this. */
  until: timestamp('until', { withTimezone: true }).notNull(),
  forgetAt: timestamp('forget_at', { withTimezone: true }).notNull(),
});
