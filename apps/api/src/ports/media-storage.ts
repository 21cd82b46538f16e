import type { Readable } from 'node:stream';

/** What the server knows of a stored file without reading it. */
export interface StoredMedia {
  size: number;
  modifiedAt: Date;
}

/** Inclusive byte positions, as an HTTP Range names them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media files live, by key (`uploads/impulsa/….webm`): this machine's disk by default, an
 * S3-compatible bucket when several API processes must see the same files. Keys are checked by
 * `isMediaKey` before they reach an adapter.
 */
export interface MediaStorage {
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  /** Undefined when nothing is stored under the key. */
  stat(key: string): Promise<StoredMedia | undefined>;
  /** The bytes, or those of the range; the key must exist (stat first). */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** A key of plain segments: no `..`, no leading slash, no empty or hidden segment. */
export function isMediaKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key) && !key.split('/').some((segment) => segment.startsWith('.'));
}
