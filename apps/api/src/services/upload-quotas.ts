import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { QUOTA_EXCEEDED, TOO_MANY_UPLOADS, UNFINISHED_UPLOADS } from '@aula/contracts/media-quota';
import type { Database } from '../db/client';
import { allyMediaBytes } from '../repositories/media-usage';

/** A refused upload: 413 `quota_exceeded` or 429 `too_many_uploads`, with the reason. */
export class QuotaRefused extends Error {
  constructor(
    readonly statusCode: 413 | 429,
    readonly code: typeof QUOTA_EXCEEDED | typeof TOO_MANY_UPLOADS,
    message: string,
  ) {
    super(message);
  }
}

/** An unfinished upload as the tus file store keeps it (`<id>.json` beside the bytes). */
interface Unfinished {
  size: number;
  user: string;
}

/**
 * The ally's unfinished uploads in the tus folder: not complete and not past `keepMs` (the sweep
 * removes those). Read from the folder, not from memory, so every process that shares it counts alike.
 */
async function unfinishedOf(directory: string, allyId: number, keepMs: number, now: number): Promise<Unfinished[]> {
  const prefix = `${allyId}-`;
  const names = (await readdir(directory).catch(() => [] as string[])).filter(
    (name) => name.startsWith(prefix) && name.endsWith('.json'),
  );
  const found = await Promise.all(
    names.map(async (name) => {
      try {
        const info = JSON.parse(await readFile(join(directory, name), 'utf8')) as {
          size?: number;
          creation_date?: string;
          metadata?: { user?: string };
        };
        const size = Number(info.size ?? 0);
        const created = Date.parse(info.creation_date ?? '');
        // The bytes so far are the data file's length (the JSON keeps the offset of its creation).
        const received = (await stat(join(directory, name.slice(0, -'.json'.length)))).size;
        if (received >= size || !(now - created < keepMs)) return undefined;
        return { size, user: info.metadata?.user ?? '' };
      } catch {
        return undefined; // removed meanwhile (finished or swept)
      }
    }),
  );
  return found.filter((upload): upload is Unfinished => upload !== undefined);
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1_000_000)} MB`;

export interface NewUpload {
  directory: string;
  allyId: number;
  userId: number;
  size: number;
  quotaBytes: number;
  keepMs: number;
  db: Database;
  now?: number;
}

/**
 * Checks a new upload before it is created: the member's and the ally's unfinished uploads stay
 * within UNFINISHED_UPLOADS (count and declared bytes; else 429), and the ally's finished media plus
 * what is on its way plus this file fit the quota (else 413). Call it with the ally's creations in
 * one line (`oneAtATime`), so that a burst of parallel creations cannot all pass the same count.
 */
export async function checkNewUpload(upload: NewUpload): Promise<void> {
  const { perMember, perAlly } = UNFINISHED_UPLOADS;
  const unfinished = await unfinishedOf(upload.directory, upload.allyId, upload.keepMs, upload.now ?? Date.now());
  const mine = unfinished.filter((one) => one.user === String(upload.userId));
  const bytes = (list: Unfinished[]) => list.reduce((sum, one) => sum + one.size, 0);
  if (mine.length >= perMember.count || bytes(mine) + upload.size > perMember.bytes) {
    throw new QuotaRefused(
      429,
      TOO_MANY_UPLOADS,
      `You have ${mine.length} unfinished uploads (${megabytes(bytes(mine))}); at most ${perMember.count} and ${megabytes(perMember.bytes)} at once: finish or cancel one first`,
    );
  }
  if (unfinished.length >= perAlly.count || bytes(unfinished) + upload.size > perAlly.bytes) {
    throw new QuotaRefused(
      429,
      TOO_MANY_UPLOADS,
      `The team has ${unfinished.length} unfinished uploads (${megabytes(bytes(unfinished))}); at most ${perAlly.count} and ${megabytes(perAlly.bytes)} at once`,
    );
  }
  await checkFits(upload.db, upload.allyId, upload.size + bytes(unfinished), upload.quotaBytes);
}

/** 413 unless `adding` more bytes fit beside the ally's finished media (at creation, and again at the end). */
export async function checkFits(db: Database, allyId: number, adding: number, quotaBytes: number): Promise<void> {
  const used = await allyMediaBytes(db, allyId);
  if (used + adding > quotaBytes) {
    throw new QuotaRefused(
      413,
      QUOTA_EXCEEDED,
      `The ally's media take ${megabytes(used)} of ${megabytes(quotaBytes)}; this upload does not fit`,
    );
  }
}

/** Runs each call for a key after the previous one for that key has ended (this process only). */
export function oneAtATime() {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const before = tails.get(key) ?? Promise.resolve();
    const mine = before.then(work, work);
    const tail = mine.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await mine;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
