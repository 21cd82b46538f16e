import { MEDIA_IN_USE, type MediaUse } from '@aula/contracts/media';
import type { Database } from '../db/client';
import { HttpError } from '../lib/http-error';
import type { MediaStorage } from '../ports/media-storage';
import { allyMediaObject, deleteMediaObject, describeMediaObject, type MediaRow } from '../repositories/media';
import { mediaUsesOf } from '../repositories/media-uses';

const notFound = () => new HttpError(404, 'not_found', 'Media not found');

/** One of the ally's files, or 404 (another ally's file is as good as missing). */
export async function mediaOfAlly(db: Database, allyId: number, id: number): Promise<MediaRow> {
  const row = await allyMediaObject(db, allyId, id);
  if (!row) throw notFound();
  return row;
}

export async function describeMedia(db: Database, allyId: number, id: number, alt: string): Promise<MediaRow> {
  await mediaOfAlly(db, allyId, id);
  const row = await describeMediaObject(db, id, alt);
  if (!row) throw notFound();
  return row;
}

export async function mediaUses(db: Database, allyId: number, id: number): Promise<MediaUse[]> {
  return mediaUsesOf(db, allyId, await mediaOfAlly(db, allyId, id));
}

/**
 * Deletes a file and every stored size of it. One the ally's content still uses is refused (409
 * `media_in_use`, naming where) unless confirmed: its pictures would stop showing there.
 */
export async function deleteMedia(
  db: Database,
  storage: MediaStorage,
  { allyId, id, confirm }: { allyId: number; id: number; confirm: boolean },
): Promise<void> {
  const row = await mediaOfAlly(db, allyId, id);
  if (!confirm) {
    const uses = await mediaUsesOf(db, allyId, row);
    if (uses.length > 0) {
      throw new HttpError(409, MEDIA_IN_USE, 'The file is still used: delete with ?confirm=true', { uses });
    }
  }
  // The row first: a file left in storage by a failed removal costs space; a row left without its
  // file would be offered in the library and show nothing.
  await deleteMediaObject(db, id);
  const keys = new Set([row.key, ...row.variants.map((variant) => variant.key)]);
  await Promise.all([...keys].map((key) => storage.delete(key)));
}
