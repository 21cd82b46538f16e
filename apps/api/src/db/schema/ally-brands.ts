import type { BrandSettings } from '@aula/contracts/console-brand';
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { allies } from './allies';
import { timestamps, version } from './columns';

/**
 * An ally's brand as set at run time (the console's "Marca", issue 39). The brand folder seeds it;
 * from then on the database is the source. Three copies, so a restart never undoes the team's work:
 * `seeded` is the folder's (rewritten by every seed run), `draft` the team's last save, `published`
 * what learners see. Thresholds in `seeded` are the ally row's, as the folder has none.
 */
export const allyBrands = pgTable('ally_brands', {
  allyId: integer('ally_id')
    .primaryKey()
    .references(() => allies.id, { onDelete: 'cascade' }),
  seeded: jsonb('seeded').$type<BrandSettings>().notNull(),
  /** Null: the team never saved one (the console starts from the publication, else the folder's). */
  draft: jsonb('draft').$type<BrandSettings>(),
  /** The draft's version: +1 on each save, named by a save or a publication (a stale one is a 409). */
  version: version(),
  /** Null: never published, so pages show `seeded`. */
  published: jsonb('published').$type<BrandSettings>(),
  publishedVersion: integer('published_version'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  ...timestamps,
});
