import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FieldError } from '@aula/contracts/errors';
import {
  IMAGE_VARIANT_WIDTHS,
  MEDIA_CONTENT_TYPES,
  MEDIA_MAX_BYTES,
  type MediaKind,
  type UploadError,
} from '@aula/contracts/media';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import type { Database } from '../db/client';
import type { MediaVariantRow } from '../db/schema';
import { videoSecondsOf } from '../lib/video-length';
import { webVttProblem } from '../lib/webvtt';
import type { MediaStorage } from '../ports/media-storage';
import { insertMediaObject, type MediaRow } from '../repositories/media';

/** An upload that failed its checks: the status and code the uploader is answered with. */
export class UploadRefused extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: UploadError,
    message: string,
    /** The field refused, for a 400 in the API's field shape. */
    readonly fields?: FieldError[],
  ) {
    super(message);
    this.name = 'UploadRefused';
  }
}

// A picture of more pixels than this is refused rather than decoded (a small file can unpack to gigabytes).
const MAX_IMAGE_PIXELS = 50_000_000;

const EXTENSION: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'text/vtt': 'vtt',
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

interface Checked {
  contentType: string;
  size: number;
  sha256: string;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** The content type the bytes show, if the kind accepts it; captions are text, checked as WebVTT. */
async function contentTypeOf(file: string, kind: MediaKind): Promise<string> {
  if (kind === 'caption') {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(await readFile(file));
    } catch {
      throw new UploadRefused(422, 'invalid_captions', 'Captions must be UTF-8 text');
    }
    const problem = webVttProblem(text);
    if (problem) throw new UploadRefused(422, 'invalid_captions', `Not valid WebVTT: ${problem}`);
    return 'text/vtt';
  }
  const found = await fileTypeFromFile(file);
  if (!found || !MEDIA_CONTENT_TYPES[kind].includes(found.mime)) {
    const what = found ? found.mime : 'of no known type';
    throw new UploadRefused(
      415,
      'wrong_type',
      `A ${kind} must be ${MEDIA_CONTENT_TYPES[kind].join(' or ')}; this file is ${what}`,
    );
  }
  return found.mime;
}

/** Reads the finished upload once for its size, hash and type; refuses it if any is wrong for the kind. */
export async function checkUpload(file: string, kind: MediaKind): Promise<Checked> {
  const { size } = await stat(file);
  if (size > MEDIA_MAX_BYTES[kind]) {
    throw new UploadRefused(413, 'too_large', `A ${kind} may have at most ${MEDIA_MAX_BYTES[kind]} bytes`);
  }
  const contentType = await contentTypeOf(file, kind);
  return { contentType, size, sha256: await sha256Of(file) };
}

/**
 * A video's length from its header: a video part counts once most of it was played, so a video
 * whose length cannot be read is refused rather than stored with none.
 */
async function requireVideoSeconds(file: string, contentType: string): Promise<number> {
  const seconds = await videoSecondsOf(file, contentType);
  if (seconds !== null) return seconds;
  const reason = 'has no length we can read: its MP4 or WebM header must give its duration';
  throw new UploadRefused(400, 'unreadable_video', `The video ${reason}`, [{ field: 'file', reason }]);
}

interface Variant extends MediaVariantRow {
  bytes: Buffer;
}

/**
 * The picture at each width the site draws, as WebP, turned upright by its EXIF orientation (and
 * stripped of the rest of its metadata, GPS included). Never enlarged.
 */
async function imageVariants(file: string, base: string) {
  try {
    const meta = await sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    const width = (turned ? meta.height : meta.width) ?? 0;
    const height = (turned ? meta.width : meta.height) ?? 0;
    const widths = IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate <= width);
    const variants: Variant[] = [];
    for (const target of widths.length > 0 ? widths : [width]) {
      const { data, info } = await sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, key: `${base}-${info.width}.webp`, bytes: data });
    }
    return { width, height, variants };
  } catch (error) {
    throw new UploadRefused(422, 'invalid_image', `The picture cannot be read: ${(error as Error).message}`);
  }
}

export interface FinishedUpload {
  file: string;
  kind: MediaKind;
  allyId: number;
  allyCode: string;
  userId: number;
  originalName: string;
}

/**
 * Turns a finished upload into media: checks it by its bytes, stores it (an image as its widths)
 * and records it (size, type and sha256 of the file as uploaded). Anything it stored is removed
 * again if a later step fails, so a refused upload leaves no object behind; the caller removes the
 * upload's own file either way.
 */
export async function storeUpload(db: Database, storage: MediaStorage, upload: FinishedUpload): Promise<MediaRow> {
  const checked = await checkUpload(upload.file, upload.kind);
  const durationSeconds = upload.kind === 'video' ? await requireVideoSeconds(upload.file, checked.contentType) : null;
  const base = `uploads/${upload.allyCode}/${randomUUID()}`;
  const image = upload.kind === 'image' ? await imageVariants(upload.file, base) : undefined;
  // A picture is kept only as its WebP widths: the original may carry where it was taken (EXIF GPS).
  const key = image?.variants.at(-1)?.key ?? `${base}.${EXTENSION[checked.contentType] ?? 'bin'}`;
  const written: string[] = [];
  try {
    if (!image) {
      written.push(key);
      await storage.put(key, createReadStream(upload.file), checked.contentType);
    }
    for (const variant of image?.variants ?? []) {
      written.push(variant.key);
      await storage.put(variant.key, variant.bytes, 'image/webp');
    }
    return await insertMediaObject(db, {
      allyId: upload.allyId,
      kind: upload.kind,
      key,
      contentType: checked.contentType,
      size: checked.size,
      sha256: checked.sha256,
      width: image?.width ?? null,
      height: image?.height ?? null,
      durationSeconds,
      variants: (image?.variants ?? []).map(({ width, height, key: variantKey }) => ({
        width,
        height,
        key: variantKey,
      })),
      originalName: upload.originalName,
      createdBy: upload.userId,
    });
  } catch (error) {
    await Promise.allSettled(written.map((written) => storage.delete(written)));
    throw error;
  }
}
