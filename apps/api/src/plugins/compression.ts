import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_THRESHOLD } from '../lib/encoded-answer';

/**
 * JSON answers of the scope it is registered in, compressed with brotli or gzip above a small
 * size. Registered inside /api/ and /admin/ only, never at the root: the web build is served
 * precompressed by plugins/web.ts and must not be compressed twice. Cached public answers come
 * already compressed (plugins/public-cache.ts) and are left alone (Content-Encoding is set).
 */
export async function compressJson(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    // Quality 4: most of brotli's gain for a fraction of its cost on a per-request body.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Clients send small JSON bodies; accepting compressed ones only widens the attack surface.
    globalDecompression: false,
  });
}
