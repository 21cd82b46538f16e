import type { MediaKind, MediaObject } from '@aula/contracts/media';
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mediaObjects } from '../db/schema';
import { MEDIA_PREFIX } from '../lib/media';

export type MediaRow = typeof mediaObjects.$inferSelect;
export type NewMediaRow = typeof mediaObjects.$inferInsert;

/** The URL the site fetches a stored key at (plugins/media.ts serves it). */
export const mediaUrlOf = (key: string) => `${MEDIA_PREFIX}${key}`;

/** The answer's shape: an image's own `url` is its variant of the width covers are drawn at. */
export function mediaObjectOf(row: MediaRow, mainWidth: number): MediaObject {
  const variants = row.variants.map((variant) => ({
    width: variant.width,
    height: variant.height,
    url: mediaUrlOf(variant.key),
  }));
  const main = variants.find((variant) => variant.width >= mainWidth) ?? variants.at(-1);
  return {
    id: row.id,
    kind: row.kind,
    url: main?.url ?? mediaUrlOf(row.key),
    content_type: row.contentType,
    size: row.size,
    sha256: row.sha256,
    width: row.width,
    height: row.height,
    duration_seconds: row.durationSeconds,
    variants,
    original_name: row.originalName,
    alt: row.alt,
    created_at: row.createdAt.toISOString(),
  };
}

export async function insertMediaObject(db: Database, row: NewMediaRow): Promise<MediaRow> {
  const [inserted] = await db.insert(mediaObjects).values(row).returning();
  if (!inserted) throw new Error('media_objects insert returned no row');
  return inserted;
}

/** The ally's media, newest first, of a kind and matching words if asked; another ally's are never read. */
export async function listAllyMedia(
  db: Database,
  allyId: number,
  { kind, q }: { kind?: MediaKind | undefined; q?: string | undefined } = {},
): Promise<MediaRow[]> {
  const filters: (SQL | undefined)[] = [eq(mediaObjects.allyId, allyId)];
  if (kind) filters.push(eq(mediaObjects.kind, kind));
  if (q) {
    const words = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    filters.push(or(ilike(mediaObjects.originalName, words), ilike(mediaObjects.alt, words)));
  }
  return db
    .select()
    .from(mediaObjects)
    .where(and(...filters))
    .orderBy(desc(mediaObjects.createdAt), desc(mediaObjects.id))
    .limit(500);
}

/** One of the ally's files by id; another ally's answers nothing. */
export async function allyMediaObject(db: Database, allyId: number, id: number): Promise<MediaRow | undefined> {
  const [row] = await db
    .select()
    .from(mediaObjects)
    .where(and(eq(mediaObjects.allyId, allyId), eq(mediaObjects.id, id)))
    .limit(1);
  return row;
}

export async function describeMediaObject(db: Database, id: number, alt: string): Promise<MediaRow | undefined> {
  const [row] = await db.update(mediaObjects).set({ alt }).where(eq(mediaObjects.id, id)).returning();
  return row;
}

export async function deleteMediaObject(db: Database, id: number): Promise<void> {
  await db.delete(mediaObjects).where(eq(mediaObjects.id, id));
}

/** The length the ally's uploaded video at `key` was read with, or null (no such video, or none read). */
export async function uploadedVideoSeconds(db: Database, allyId: number, key: string): Promise<number | null> {
  const [row] = await db
    .select({ seconds: mediaObjects.durationSeconds })
    .from(mediaObjects)
    .where(and(eq(mediaObjects.allyId, allyId), eq(mediaObjects.key, key), eq(mediaObjects.kind, 'video')))
    .limit(1);
  return row?.seconds ?? null;
}
