import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { allies } from './allies';
import { id, timestamps } from './columns';
import { countries } from './countries';

/** One public landing page per ally. */
export const landingPages = pgTable('landing_pages', {
  id: id(),
  allyId: integer('ally_id')
    .notNull()
    .unique()
    .references(() => allies.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  body: text('body').notNull(),
  heroImageUrl: text('hero_image_url'),
  callToAction: text('call_to_action').notNull(),
  ...timestamps,
});

/** Home page blocks of a country; the list endpoint returns them in position order. */
export const homepages = pgTable('homepages', {
  id: id(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  highlights: text('highlights').array().notNull().default([]),
  position: integer('position').notNull().default(0),
  ...timestamps,
});
