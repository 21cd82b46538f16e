import { existsSync } from 'node:fs';
import { DiskMediaStorage } from '../adapters/disk-media-storage';
import { isMediaKey, type MediaStorage, type StoredMedia } from '../ports/media-storage';
import { mediaRoot } from './media';

const demoMedia = existsSync(mediaRoot) ? new DiskMediaStorage(mediaRoot) : undefined;

/** Where /media/ finds a key, in order: the uploads' storage (DATA_DIR/media or S3), then the demo files. */
export const servedMediaSources = (storage: MediaStorage): MediaStorage[] =>
  demoMedia ? [storage, demoMedia] : [storage];

export interface ServedFile extends StoredMedia {
  /** The storage holding it, to read it from. */
  source: MediaStorage;
}

/** The file `/media/<key>` serves, or undefined when no source holds it (or the key is none). */
export async function findServedMedia(storage: MediaStorage, key: string): Promise<ServedFile | undefined> {
  if (!isMediaKey(key)) return undefined;
  for (const source of servedMediaSources(storage)) {
    const found = await source.stat(key);
    if (found) return { ...found, source };
  }
  return undefined;
}
