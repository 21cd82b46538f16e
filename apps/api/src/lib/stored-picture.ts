import { existsSync } from 'node:fs';
import { MEDIA_MAX_BYTES } from '@aula/contracts/media';
import sharp from 'sharp';
import { DiskMediaStorage } from '../adapters/disk-media-storage';
import { isMediaKey, type MediaStorage } from '../ports/media-storage';
import { MEDIA_PREFIX, mediaRoot } from './media';

// A picture of more pixels than this is not decoded (the uploads refuse them too).
const MAX_PIXELS = 50_000_000;

const demoMedia = existsSync(mediaRoot) ? new DiskMediaStorage(mediaRoot) : undefined;

/** The storage key a `/media/` address names, or undefined for another host's address or a bad key. */
function mediaKeyOf(url: string): string | undefined {
  if (!url.startsWith(MEDIA_PREFIX)) return undefined;
  try {
    const key = decodeURIComponent(url.slice(MEDIA_PREFIX.length).split(/[?#]/)[0] ?? '');
    return isMediaKey(key) ? key : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The bytes of a picture this site serves at a `/media/` address (plugins/media.ts: the uploads'
 * storage, then the demo files), or undefined when none is stored there or it is larger than an
 * uploaded picture may be. Another host's address is never fetched.
 */
export async function readStoredPicture(storage: MediaStorage, url: string): Promise<Buffer | undefined> {
  const key = mediaKeyOf(url.trim());
  if (!key) return undefined;
  for (const source of demoMedia ? [storage, demoMedia] : [storage]) {
    const found = await source.stat(key);
    if (!found) continue;
    if (found.size > MEDIA_MAX_BYTES.image) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of await source.read(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
  return undefined;
}

/** What sharp makes of a stored picture: decoded within the uploads' pixel limit. */
export const pictureOf = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_PIXELS });

/** The formats an uploaded picture may be in (the uploads' `image` kind). */
export const PICTURE_FORMATS: readonly string[] = ['png', 'jpeg', 'webp'];
