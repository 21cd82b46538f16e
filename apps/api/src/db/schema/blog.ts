import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { allies } from './allies';
import { id, timestamps, version } from './columns';
import { countries } from './countries';

/**
 * A blog post of one country; `body_html` is sanitised before it is written, never on read.
 * A draft has no `published_at`; the console writes posts for the ally that owns them (`ally_id`),
 * the public blog shows every published post of the country, whoever wrote it.
 */
export const posts = pgTable(
  'posts',
  {
    id: id(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    allyId: integer('ally_id').references(() => allies.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 120 }).notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    bodyHtml: text('body_html').notNull(),
    coverImageUrl: text('cover_image_url'),
    author: text('author').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    version: version(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('posts_country_slug_idx').on(table.countryId, table.slug),
    index('posts_published_idx').on(table.countryId, table.publishedAt),
    index('posts_ally_idx').on(table.allyId),
  ],
);
