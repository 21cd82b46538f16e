import { pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per refresh of the insight rollups (services/insight/refresh-rollups.ts), written in the
 * refresh's own transaction, so a row exists exactly when its views were rebuilt. The console says
 * how old its figures are from the newest row; rows older than a quarter are dropped.
 */
export const insightRefreshes = pgTable('insight_refreshes', {
  /** The refresh transaction's start: each view holds the records as they were then or later. */
  computedAt: timestamp('computed_at', { withTimezone: true }).primaryKey(),
  /** When its views were all rebuilt, just before the commit. */
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
});
