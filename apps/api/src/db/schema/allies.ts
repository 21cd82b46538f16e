import { relations } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { countries } from './countries';
import { lessonModules } from './lessons';
import { landingPages } from './pages';

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

export const alliesRelations = relations(allies, ({ many, one }) => ({
  countries: many(allyCountries),
  modules: many(lessonModules),
  landingPage: one(landingPages),
}));

export const allyCountriesRelations = relations(allyCountries, ({ one }) => ({
  ally: one(allies, { fields: [allyCountries.allyId], references: [allies.id] }),
  country: one(countries, { fields: [allyCountries.countryId], references: [countries.id] }),
}));
