import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, PUBLIC_CACHE_CONTROL, weakEtag } from './encoded-answer';

/**
 * A public answer computed on this request, described to browsers and proxies as the public cache
 * describes its own (a weak ETag, `public, no-cache`): kept, revalidated, a 304 when unchanged.
 * Called from an onSend hook; only a 200 answer already in text is touched.
 */
export function revalidatedPublicAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = weakEtag(payload);
  reply.header('etag', etag);
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  return '';
}
