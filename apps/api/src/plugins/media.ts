import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { MEDIA_PREFIX, mediaRoot } from '../lib/media';

// Media names are not fingerprinted, so they are cached for a day rather than forever.
const MEDIA_CACHE = 'public, max-age=86400';

/**
 * Serves lesson media (videos with range requests, captions, downloads) from apps/api/media at
 * /media/. Production puts media on a CDN and parts point there; this keeps `npm start` whole.
 */
export default fp(
  async (app) => {
    if (!existsSync(mediaRoot)) return;
    await app.register(fastifyStatic, {
      root: mediaRoot,
      prefix: MEDIA_PREFIX,
      // The web plugin owns reply.sendFile; this instance only serves its folder.
      decorateReply: false,
      wildcard: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', MEDIA_CACHE);
        // Browsers guess WebVTT wrong without it and then refuse the track.
        if (path.endsWith('.vtt')) res.setHeader('content-type', 'text/vtt; charset=utf-8');
        if (path.endsWith('.pdf')) res.setHeader('content-disposition', 'attachment');
      },
    });
  },
  { name: 'media' },
);
