import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { countries } from './countries';

/** A blog post of one country; `body_html` is sanitised before it is written, never on read. */
export const posts = pgTable(
  'posts',
  {
    id: id(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 120 }).notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    bodyHtml: text('body_html').notNull(),
    coverImageUrl: text('cover_image_url'),
    author: text('author').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('posts_country_slug_idx').on(table.countryId, table.slug),
    index('posts_published_idx').on(table.countryId, table.publishedAt),
  ],
);
