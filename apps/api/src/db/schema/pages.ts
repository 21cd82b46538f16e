import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { allies } from './allies';
import { id, timestamps, version } from './columns';
import { countries } from './countries';

/** A "how it works" step of a landing, as the ally's team wrote it. */
export interface LandingStepRow {
  title: string;
  text: string;
}

/** A learner's words an ally chose for its landing. */
export interface LandingReviewRow {
  author: string;
  business: string;
  rating: number;
  comment: string;
}

/**
 * One public landing page per ally. `steps` are null until the ally's team writes its own: the
 * landing then shows the product's default steps. `reviews` are the ally's own; null or empty, the
 * landing quotes no one (null: never written; the demo seed fills in the demo allies').
 */
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
  steps: jsonb('steps').$type<LandingStepRow[]>(),
  reviews: jsonb('reviews').$type<LandingReviewRow[]>(),
  version: version(),
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
