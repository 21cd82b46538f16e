import { MEDIA_KINDS } from '@aula/contracts/media';
import {
  bigint,
  char,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { allies } from './allies';
import { id } from './columns';
import { users } from './users';

export const mediaKind = pgEnum('media_kind', MEDIA_KINDS);

/** One stored width of an uploaded image, under its own key. */
export interface MediaVariantRow {
  width: number;
  height: number;
  key: string;
}

/**
 * A file an ally's team uploaded, once it passed its checks (an unfinished or refused upload has
 * no row). `key` names it in the media storage; its URL is /media/<key>.
 */
export const mediaObjects = pgTable(
  'media_objects',
  {
    id: id(),
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id),
    kind: mediaKind('kind').notNull(),
    key: varchar('key', { length: 512 }).notNull().unique(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    width: integer('width'),
    height: integer('height'),
    /** A video's length as its file says (MP4 or WebM header), read when it was uploaded; null for other kinds. */
    durationSeconds: doublePrecision('duration_seconds'),
    variants: jsonb('variants').$type<MediaVariantRow[]>().notNull().default([]),
    originalName: text('original_name').notNull(),
    /** What a picture shows, as the team wrote it once: offered whenever it is put in a text. */
    alt: text('alt').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_objects_ally_created_idx').on(table.allyId, table.createdAt)],
);
