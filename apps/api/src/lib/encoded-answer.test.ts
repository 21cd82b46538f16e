import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedBodies, weakEtag } from './encoded-answer';

/** A public lesson list as the soak sees it: the same cards, only the view counts move. */
const listVersion = (version: number) =>
  JSON.stringify({
    results: Array.from({ length: 6 }, (_, id) => ({
      id,
      title: `Lección ${id}: conoce a tu cliente ideal`,
      summary: 'Descubre quién compra y por qué, con ejemplos de negocios pequeños.',
      views: 1_000 + version * 7 + id,
    })),
  });

describe('CompressedBodies', () => {
  it('keeps each compressed version in a backing store of its own size', () => {
    const bodies = new CompressedBodies();
    const kept = new Set<ArrayBuffer>();
    let compressedBytes = 0;
    for (let version = 0; version < 300; version += 1) {
      const body = listVersion(version);
      for (const encoding of ['br', 'gzip'] as const) {
        const compressed = bodies.get(weakEtag(body), encoding, body);
        compressedBytes += compressed.length;
        kept.add(compressed.buffer as ArrayBuffer);
      }
    }
    const retained = [...kept].reduce((sum, store) => sum + store.byteLength, 0);
    // A slice of zlib's 16 KB output chunk would hold about 40 times the compressed size.
    expect(retained).toBe(compressedBytes);
  });

  it('answers the same bytes it was given, compressed, and the kept copy on the next call', () => {
    const bodies = new CompressedBodies();
    const body = listVersion(1);
    const etag = weakEtag(body);
    const br = bodies.get(etag, 'br', body);
    const gzip = bodies.get(etag, 'gzip', body);
    expect(brotliDecompressSync(br).toString()).toBe(body);
    expect(gunzipSync(gzip).toString()).toBe(body);
    expect(bodies.get(etag, 'br', body)).toBe(br);
  });

  it('drops the oldest bodies once their bytes pass the budget, however few they are', () => {
    const budget = 64 * 1024;
    const bodies = new CompressedBodies(2_000, budget);
    // Random text barely compresses: each body keeps about 20 KB.
    const pages = Array.from({ length: 8 }, () => randomBytes(20_000).toString('base64'));
    const first = bodies.get(weakEtag(pages[0] as string), 'br', pages[0] as string);
    let last: Buffer | undefined;
    for (const page of pages.slice(1)) last = bodies.get(weakEtag(page), 'br', page);
    const lastPage = pages.at(-1) as string;
    expect(bodies.get(weakEtag(lastPage), 'br', lastPage)).toBe(last);
    // Compressed again: the first body was let go to stay within the budget.
    const again = bodies.get(weakEtag(pages[0] as string), 'br', pages[0] as string);
    expect(again).not.toBe(first);
    expect(again.equals(first)).toBe(true);
  });
});
