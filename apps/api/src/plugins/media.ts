import { extname } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { byteRangeOf } from '../lib/byte-range';
import { notFound } from '../lib/http-error';
import { MEDIA_PREFIX } from '../lib/media';
import { servedMediaSources } from '../lib/served-media';
import { keyOfWhatsappPicture, WHATSAPP_PICTURES, whatsappPicture } from '../lib/whatsapp-picture';
import { isMediaKey } from '../ports/media-storage';

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
 * `/media/whatsapp/<key>.jpg` is a picture of those as a JPEG, for the chat.
 */
export default fp(
  async (app) => {
    const sources = servedMediaSources(app.mediaStorage);

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

    /** A picture of /media/ as the JPEG WhatsApp shows (lib/whatsapp-picture.ts), drawn on first ask. */
    async function serveWhatsappPicture(request: FastifyRequest, reply: FastifyReply) {
      const key = keyOfWhatsappPicture(keyOf(request) ?? '');
      const picture = key ? await whatsappPicture(app.mediaStorage, key) : undefined;
      if (!picture) throw notFound('No such picture');
      reply
        .header('cache-control', MEDIA_CACHE)
        .header('content-type', 'image/jpeg')
        .header('etag', picture.etag)
        .header('last-modified', picture.modifiedAt.toUTCString());
      if (request.headers['if-none-match'] === picture.etag) return reply.code(304).send();
      reply.header('content-length', picture.jpeg.length);
      return request.method === 'HEAD' ? reply.send() : reply.send(picture.jpeg);
    }

    app.route({ method: ['GET', 'HEAD'], url: `${MEDIA_PREFIX}*`, handler: serve });
    app.route({ method: ['GET', 'HEAD'], url: `${WHATSAPP_PICTURES}*`, handler: serveWhatsappPicture });
  },
  { name: 'media', dependencies: ['media-storage'] },
);
