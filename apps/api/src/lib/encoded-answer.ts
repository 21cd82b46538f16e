import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this a compressed body saves less than the headers that announce it. */
export const COMPRESS_THRESHOLD = 1024;

export type Encoding = 'br' | 'gzip' | 'identity';

/** A weak validator: compressed and plain forms of one body are the same representation. */
export const weakEtag = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether an If-None-Match header names this ETag (weak comparison, `*`, or a list). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

/** br when the client takes it, else gzip, else the plain body (q=0 refuses an encoding). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

const compressors = {
  // A cached body is compressed once per version, so a higher quality than on-the-fly pays off.
  br: (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (body: Buffer) => gzipSync(body, { level: 9 }),
};

/**
 * Compressed forms of cached bodies, by ETag and encoding: a public answer is compressed once,
 * not on every request. Bounded, oldest out first.
 */
export class CompressedBodies {
  private readonly bodies = new Map<string, Buffer>();

  constructor(private readonly maxEntries = 2_000) {}

  get(etag: string, encoding: 'br' | 'gzip', body: string): Buffer {
    const key = `${encoding}:${etag}`;
    const known = this.bodies.get(key);
    if (known) return known;
    const compressed = compressors[encoding](Buffer.from(body));
    if (this.bodies.size >= this.maxEntries) {
      const oldest = this.bodies.keys().next().value;
      if (oldest !== undefined) this.bodies.delete(oldest);
    }
    this.bodies.set(key, compressed);
    return compressed;
  }
}
