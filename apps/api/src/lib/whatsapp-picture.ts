import { MEDIA_MAX_BYTES } from '@aula/contracts/media';
import { LRUCache } from 'lru-cache';
import { isMediaKey, type MediaStorage } from '../ports/media-storage';
import { MEDIA_PREFIX } from './media';
import { findServedMedia, type ServedFile } from './served-media';
import { mediaKeyOf, pictureOf, readWhole } from './stored-picture';

// WhatsApp shows a picture inline only as JPEG or PNG, while uploads keep theirs as WebP and the
// demo's are SVG: a picture of ours is sent to the chat as a JPEG drawn from it on first ask and
// served at `/media/whatsapp/<key>.jpg` (plugins/media.ts), so the learner never leaves WhatsApp.

export const WHATSAPP_PICTURES = `${MEDIA_PREFIX}whatsapp/`;

// The formats /media/ holds pictures in (uploads: JPEG, PNG, WebP; the demo covers: SVG).
const PICTURE = /\.(jpe?g|png|webp|svg)$/i;
// Larger than a phone's screen shows in the chat; WhatsApp takes up to 5 MB, this stays far below.
const LONGEST_SIDE = 1600;
const QUALITY = 80;
// A few dozen pictures' JPEGs in memory (each some tens to hundreds of KB); the least used drawn again.
const CACHE_BYTES = 32 * 1024 * 1024;

/** The key of a picture served at a `/media/` address, or undefined (another host, not a picture). */
export function pictureKeyOf(url: string): string | undefined {
  const key = mediaKeyOf(url.trim());
  return key && PICTURE.test(key) ? key : undefined;
}

/** Where WhatsApp fetches the JPEG of the picture at `/media/<key>`. */
export const whatsappPictureUrl = (key: string) => `${WHATSAPP_PICTURES}${key}.jpg`;

/** The picture's key a `/media/whatsapp/` address names by its path after the prefix (decoded), if any. */
export function keyOfWhatsappPicture(path: string): string | undefined {
  const key = path.endsWith('.jpg') ? path.slice(0, -'.jpg'.length) : '';
  return isMediaKey(key) && PICTURE.test(key) ? key : undefined;
}

async function draw(key: string, file: ServedFile): Promise<Buffer | undefined> {
  try {
    return await pictureOf(await readWhole(file.source, key))
      .rotate()
      .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
      // JPEG has no transparency: what a PNG, WebP or SVG leaves clear shows white, as on the site.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: QUALITY })
      .toBuffer();
  } catch {
    // A file that is no picture sharp reads (changed in storage since it was checked): no JPEG.
    return undefined;
  }
}

const drawn = new LRUCache<string, Buffer, { key: string; file: ServedFile }>({
  maxSize: CACHE_BYTES,
  sizeCalculation: (jpeg) => jpeg.length,
  fetchMethod: (_cacheKey, _stale, { context }) => draw(context.key, context.file),
});

export interface WhatsappPicture {
  jpeg: Buffer;
  /** Of the picture it was drawn from: a file replaced under the same key is drawn again. */
  etag: string;
  modifiedAt: Date;
}

/**
 * The JPEG of the picture `/media/<key>` serves (an upload, else a demo file), or undefined when
 * there is none, it is larger than an uploaded picture may be, or it cannot be read.
 */
export async function whatsappPicture(storage: MediaStorage, key: string): Promise<WhatsappPicture | undefined> {
  if (!PICTURE.test(key)) return undefined;
  const file = await findServedMedia(storage, key);
  if (!file || file.size > MEDIA_MAX_BYTES.image) return undefined;
  const version = `${file.size.toString(16)}-${file.modifiedAt.getTime().toString(16)}`;
  const jpeg = await drawn.fetch(`${key}\n${version}`, { context: { key, file } });
  return jpeg && { jpeg, etag: `W/"jpg-${version}"`, modifiedAt: file.modifiedAt };
}
