import { doublePrecision, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { allies } from './allies';
import { id } from './columns';
import { countries } from './countries';

/**
 * The small reference lists share one shape (a name and a display order); separate tables keep
 * real foreign keys from profiles to each list.
 */
const namedCatalog = (name: string) =>
  pgTable(name, {
    id: id(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  });

export const businessTypes = namedCatalog('business_types');
export const employeeNumbers = namedCatalog('employee_numbers');
export const businessImprovements = namedCatalog('business_improvements');
export const educationLevels = namedCatalog('education_levels');
export const weeklyIncomes = namedCatalog('weekly_incomes');
export const subjects = namedCatalog('subjects');

/** States, departments or regions of a country. */
export const geographicAreas = pgTable('geographic_areas', {
  id: id(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
});

export const cities = pgTable('cities', {
  id: id(),
  geographicAreaId: integer('geographic_area_id')
    .notNull()
    .references(() => geographicAreas.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  // Where the city is, so the address map works without a geocoding service.
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
});

/** One row per settlement: a postal code often covers several neighbourhoods. */
export const postalCodes = pgTable(
  'postal_codes',
  {
    id: id(),
    code: varchar('code', { length: 6 }).notNull(),
    settlement: text('settlement').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    /** The settlement's own position; null falls back to its city's. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (table) => [uniqueIndex('postal_codes_code_settlement_idx').on(table.code, table.settlement)],
);

/** Business maturity levels; the survey places a learner in the highest level its score reaches. */
export const levelMaturity = pgTable('level_maturity', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull(),
  /** The lowest average answer (1-5) that reaches this level. */
  minScore: doublePrecision('min_score').notNull(),
});

export const reviews = pgTable('reviews', {
  id: id(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id, { onDelete: 'cascade' }),
  author: text('author').notNull(),
  business: text('business').notNull(),
  rating: smallint('rating').notNull(),
  comment: text('comment').notNull(),
});

export const teachers = pgTable('teachers', {
  id: id(),
  name: text('name').notNull(),
  bio: text('bio').notNull(),
  photoUrl: text('photo_url'),
});

export const campuses = pgTable('campuses', {
  id: id(),
  name: text('name').notNull(),
  city: text('city').notNull(),
});

export const groups = pgTable('groups', {
  id: id(),
  name: text('name').notNull(),
  campusId: integer('campus_id')
    .notNull()
    .references(() => campuses.id, { onDelete: 'cascade' }),
});

export const allyTypes = pgTable('ally_types', {
  id: id(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: text('name').notNull(),
});

/** Businesses that learn with an ally, shown as logos on its landing. */
export const allyCustomers = pgTable('ally_customers', {
  id: id(),
  allyId: integer('ally_id')
    .notNull()
    .references(() => allies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
});
