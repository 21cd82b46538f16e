import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { allies } from './allies';
import { id, timestamps, version } from './columns';
import { countries } from './countries';

/**
 * A blog post of one country; `body_html` is sanitised before it is written, never on read.
 * A draft has no `published_at`; an archived post has `archived_at` (and is a draft besides).
 * `ally_id` is the ally whose blog it is; null for a platform post, written by the platform's staff
 * for every ally of the country. An ally's blog shows its own posts and the platform's.
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
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    version: version(),
    ...timestamps,
  },
  (table) => [
    // One address per blog: an ally's slugs apart from another ally's, the platform's apart from all.
    // That a platform slug is no ally's in the same country is the service's check (services/post-slugs.ts).
    uniqueIndex('posts_ally_country_slug_idx')
      .on(table.allyId, table.countryId, table.slug)
      .where(sql`${table.allyId} is not null`),
    uniqueIndex('posts_platform_country_slug_idx').on(table.countryId, table.slug).where(sql`${table.allyId} is null`),
    index('posts_published_idx').on(table.countryId, table.publishedAt),
    index('posts_ally_idx').on(table.allyId),
  ],
);
