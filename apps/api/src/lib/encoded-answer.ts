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

const MAX_REMEMBERED_HEADERS = 256;
const pickedEncodings = new Map<string, Encoding>();

/** br when the client takes it, else gzip, else the plain body (q=0 refuses an encoding). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  // Browsers send a handful of distinct headers; parsing each request's costs a cached GET ~15%.
  const known = pickedEncodings.get(acceptEncoding);
  if (known) return known;
  const picked = parseAcceptEncoding(acceptEncoding);
  if (pickedEncodings.size >= MAX_REMEMBERED_HEADERS) pickedEncodings.clear();
  pickedEncodings.set(acceptEncoding, picked);
  return picked;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
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
 * zlib's sync calls answer a slice of their 16 KB output chunk, so a cached 300-byte body held the
 * whole chunk: in the mixed soak every new version of a lesson list pinned 16 KB, about 30 MB of
 * RSS growth in two minutes. A cached body gets a backing store of its own size instead.
 */
function ownStore(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.length) return buffer;
  const copy = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(copy);
  return copy;
}

/**
 * Compressed forms of cached bodies, by ETag and encoding: a public answer is compressed once,
 * not on every request. Bounded by count and by bytes (a list whose view counts change makes a
 * new version every flush, and large pages would otherwise fill the count with megabytes), oldest
 * out first.
 */
export class CompressedBodies {
  private readonly bodies = new Map<string, Buffer>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 2_000,
    private readonly maxBytes = 16 * 1024 * 1024,
  ) {}

  get(etag: string, encoding: 'br' | 'gzip', body: string): Buffer {
    const key = `${encoding}:${etag}`;
    const known = this.bodies.get(key);
    if (known) return known;
    const compressed = ownStore(compressors[encoding](Buffer.from(body)));
    if (compressed.length > this.maxBytes) return compressed;
    while (this.bodies.size >= this.maxEntries || this.bytes + compressed.length > this.maxBytes) {
      const [oldest, dropped] = this.bodies.entries().next().value as [string, Buffer];
      this.bodies.delete(oldest);
      this.bytes -= dropped.length;
    }
    this.bodies.set(key, compressed);
    this.bytes += compressed.length;
    return compressed;
  }
}

/** What a client said it can take and already has. */
export interface AnswerConditions {
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
}

/** A stored answer as it goes out to one client: a 304, or the body in an encoding it takes. */
export interface EncodedAnswer {
  status: 200 | 304;
  /** Name, value, name, value...: the form Node writes fastest (`writeHead` with an array). */
  headers: string[];
  body: string | Buffer;
}

/** Browsers and CDNs may keep a public answer but must revalidate it (a 304 when nothing changed). */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

/**
 * The one place that turns a stored public answer into a reply, used by the app's route hooks and
 * by the fast path (lib/public-cache-fast-path.ts) alike, so both answer a URL with the same headers.
 * Vary names Origin as well: CORS headers differ by origin, and a shared cache must know.
 */
export function encodeAnswer(
  answer: { body: string; contentType: string; etag: string },
  conditions: AnswerConditions,
  compressed: CompressedBodies,
): EncodedAnswer {
  const headers = ['etag', answer.etag, 'cache-control', PUBLIC_CACHE_CONTROL, 'vary', 'Origin, Accept-Encoding'];
  if (etagMatches(conditions.ifNoneMatch, answer.etag)) return { status: 304, headers, body: '' };
  headers.push('content-type', answer.contentType);
  const encoding = answer.body.length < COMPRESS_THRESHOLD ? 'identity' : pickEncoding(conditions.acceptEncoding);
  if (encoding === 'identity') return { status: 200, headers, body: answer.body };
  headers.push('content-encoding', encoding);
  return { status: 200, headers, body: compressed.get(answer.etag, encoding, answer.body) };
}
