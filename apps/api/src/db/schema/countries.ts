import { pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const countries = pgTable('countries', {
  id: id(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
  /** International dialling prefix with '+', e.g. '+52'. */
  dialCode: varchar('dial_code', { length: 5 }).notNull().default(''),
  ...timestamps,
});
