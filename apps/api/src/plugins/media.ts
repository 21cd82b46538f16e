import { existsSync } from 'node:fs';
import { extname } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DiskMediaStorage } from '../adapters/disk-media-storage';
import { byteRangeOf } from '../lib/byte-range';
import { notFound } from '../lib/http-error';
import { MEDIA_PREFIX, mediaRoot } from '../lib/media';
import { isMediaKey, type MediaStorage } from '../ports/media-storage';

// Media names are not fingerprinted, so they are cached for a day rather than forever.
const MEDIA_CACHE = 'public, max-age=86400';

const CONTENT_TYPES: Record<string, string> = {
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  // Browsers guess WebVTT wrong without it and then refuse the track.
  '.vtt': 'text/vtt; charset=utf-8',
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

const contentTypeOf = (key: string) => CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';

/** The key a /media/ URL names, or undefined for one no storage could hold (`..`, a bad escape). */
function keyOf(request: FastifyRequest): string | undefined {
  const wildcard = (request.params as { '*'?: string })['*'] ?? '';
  try {
    const key = decodeURIComponent(wildcard);
    return isMediaKey(key) ? key : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves media at /media/ through the MediaStorage interface, with byte ranges (video seeking),
 * validators and a day's caching: uploads from the configured storage (DATA_DIR/media or S3), then
 * the demo files kept in apps/api/media. A CDN may sit in front; this keeps `npm start` whole.
 */
export default fp(
  async (app) => {
    const sources: MediaStorage[] = [app.mediaStorage];
    if (existsSync(mediaRoot)) sources.push(new DiskMediaStorage(mediaRoot));

    async function serve(request: FastifyRequest, reply: FastifyReply) {
      const key = keyOf(request);
      if (!key) throw notFound('No such file');
      for (const source of sources) {
        const found = await source.stat(key);
        if (!found) continue;
        const etag = `W/"${found.size.toString(16)}-${found.modifiedAt.getTime().toString(16)}"`;
        reply
          .header('cache-control', MEDIA_CACHE)
          .header('content-type', contentTypeOf(key))
          .header('accept-ranges', 'bytes')
          .header('etag', etag)
          .header('last-modified', found.modifiedAt.toUTCString());
        if (key.endsWith('.pdf')) reply.header('content-disposition', 'attachment');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        const range = byteRangeOf(request.headers.range, found.size);
        if (range === 'unsatisfiable') {
          return reply.code(416).header('content-range', `bytes */${found.size}`).send();
        }
        const length = range ? range.end - range.start + 1 : found.size;
        reply.header('content-length', length);
        if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${found.size}`);
        if (request.method === 'HEAD' || length === 0) return reply.send();
        return reply.send(await source.read(key, range));
      }
      throw notFound('No such file');
    }

    app.route({ method: ['GET', 'HEAD'], url: `${MEDIA_PREFIX}*`, handler: serve });
  },
  { name: 'media', dependencies: ['media-storage'] },
);
