import { integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { countries } from './countries';

/** An ally is a brand: it offers the site in some countries, with its own lessons. */
export const allies = pgTable('allies', {
  id: id(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: text('name').notNull(),
  ...timestamps,
});

export const allyCountries = pgTable(
  'ally_countries',
  {
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.allyId, table.countryId] })],
);
