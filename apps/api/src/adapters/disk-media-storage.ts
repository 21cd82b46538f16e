import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ByteRange, isMediaKey, type MediaStorage, type StoredMedia } from '../ports/media-storage';

/**
 * Media as files under one folder (DATA_DIR/media for uploads, the repository's apps/api/media for
 * the demo). A file is written beside its place and renamed into it, so a reader never sees half.
 */
export class DiskMediaStorage implements MediaStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!isMediaKey(key) || !path.startsWith(`${this.root}${sep}`)) throw new Error(`not a media key: ${key}`);
    return path;
  }

  async put(key: string, body: Readable | Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomUUID()}.part`;
    try {
      if (Buffer.isBuffer(body)) await writeFile(partial, body);
      else await pipeline(body, createWriteStream(partial));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async stat(key: string): Promise<StoredMedia | undefined> {
    if (!isMediaKey(key)) return undefined;
    try {
      const found = await stat(this.pathOf(key));
      return found.isFile() ? { size: found.size, modifiedAt: found.mtime } : undefined;
    } catch {
      return undefined;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    return createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : undefined);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
