// HTML answers are made per request (server rendering), so they are compressed here, once per
// cached page; the build's files come precompressed (apps/web writes .br and .gz beside them).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts: brotli, then gzip, else none. `q=0` refuses one. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return 'identity';
}

/** One HTML page in every encoding, with its strong ETag (the same for all encodings' content). */
export interface EncodedPage {
  etag: string;
  bodies: Record<Encoding, Buffer>;
}

export function encodePage(html: string): EncodedPage {
  const identity = Buffer.from(html);
  const gzip = gzipSync(identity, { level: 6 });
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    bodies: {
      // Quality 5: most of 11's gain for a fraction of its time, paid once per cached page.
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip,
      // A kept page holds only its compressed bodies (a thousand allies' landings stay in memory):
      // the rare client that accepts neither, and the renderer reading the shell, get it unzipped.
      get identity() {
        return gunzipSync(gzip);
      },
    },
  };
}

/** One page in the one encoding it is sent in: a personal page, made for one answer and never kept. */
export function encodeOnce(html: string, encoding: Encoding): Buffer {
  const identity = Buffer.from(html);
  if (encoding === 'br') return brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  return encoding === 'gzip' ? gzipSync(identity, { level: 6 }) : identity;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for a GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}
