import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Surrogate key shared by every table: an identity column, never written by the app. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** Timestamps every content table carries, so audits and caches can rely on them. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** The edit-conflict counter of an editable item: 1 when created, +1 per save (a stale save is a 409). */
export const version = () => integer('version').notNull().default(1);
