import { MEDIA_MAX_BYTES } from '@aula/contracts/media';
import sharp from 'sharp';
import { isMediaKey, type MediaStorage } from '../ports/media-storage';
import { MEDIA_PREFIX } from './media';
import { findServedMedia } from './served-media';

// A picture of more pixels than this is not decoded (the uploads refuse them too).
const MAX_PIXELS = 50_000_000;

/** The storage key a `/media/` address names, or undefined for another host's address or a bad key. */
export function mediaKeyOf(url: string): string | undefined {
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
  const found = await findServedMedia(storage, key);
  return found && found.size <= MEDIA_MAX_BYTES.image ? readWhole(found.source, key) : undefined;
}

/** All the bytes stored under `key` (stat it first). */
export async function readWhole(source: MediaStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await source.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What sharp makes of a stored picture: decoded within the uploads' pixel limit. */
export const pictureOf = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_PIXELS });

/** The formats an uploaded picture may be in (the uploads' `image` kind). */
export const PICTURE_FORMATS: readonly string[] = ['png', 'jpeg', 'webp'];
