import type { FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { MemoryPublicCache } from '../adapters/memory-public-cache';
import { RedisPublicCache } from '../adapters/redis-public-cache';
import { COMPRESS_THRESHOLD, CompressedBodies, etagMatches, pickEncoding, weakEtag } from '../lib/encoded-answer';
import { CACHE_TAGS, type CachedAnswer, type CacheTag, type PublicCache } from '../ports/public-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks a public GET whose answer is the same for every caller of the URL; the tags say what it shows. */
    publicCache?: readonly CacheTag[];
  }
  interface FastifyInstance {
    publicCache: PublicCache;
    /** After content changes: drops the cached answers showing it, here and in every process. */
    invalidatePublic(tags?: readonly CacheTag[]): Promise<void>;
  }
  interface FastifyRequest {
    /** Set on a cache miss of a cached route: the tag versions the answer will be stored under. */
    publicCacheStamp: string | null | undefined;
  }
}

/** Browsers and CDNs may keep the answer but must revalidate it (a 304 when nothing changed). */
const CACHE_CONTROL = 'public, no-cache';

/**
 * The key is the URL as sent, path and query: every cached route names its ally and country there
 * (`?country=mx&ally_code=impulsa`, `/api/mx/posts/`), so one ally's or country's answer is never
 * another's. Routes that read a header or a session must not be cached.
 */
const cacheKey = (request: FastifyRequest) => request.url;

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Public GETs served from a cache (memory, or Redis with REDIS_URL) with a weak ETag and 304 on
 * If-None-Match, compressed once per version rather than per request. A route opts in with
 * `config: { publicCache: [tags] }`; only 200 answers are kept.
 */
export default fp(
  async (app) => {
    const cache: PublicCache = app.config.redisUrl
      ? new RedisPublicCache(app.config.redisUrl, (err) => app.log.warn({ err }, 'public cache: Redis unavailable'))
      : new MemoryPublicCache();
    const compressed = new CompressedBodies();

    function send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
      reply.header('etag', answer.etag).header('cache-control', CACHE_CONTROL).header('vary', 'accept-encoding');
      if (etagMatches(request.headers['if-none-match'], answer.etag)) return { status: 304, body: '' };
      const encoding =
        answer.body.length < COMPRESS_THRESHOLD ? 'identity' : pickEncoding(request.headers['accept-encoding']);
      reply.header('content-type', answer.contentType);
      if (encoding === 'identity') return { status: 200, body: answer.body };
      reply.header('content-encoding', encoding);
      return { status: 200, body: compressed.get(answer.etag, encoding, answer.body) };
    }

    const lookup =
      (tags: readonly CacheTag[]): onRequestHookHandler =>
      async (request, reply) => {
        const { hit, stamp } = await cache.lookup(cacheKey(request), tags);
        if (!hit) {
          request.publicCacheStamp = stamp;
          return;
        }
        const { status, body } = send(request, reply, hit);
        return reply.code(status).send(body);
      };

    const store: onSendHookHandler = async (request, reply, payload) => {
      const stamp = request.publicCacheStamp;
      // Hits were answered by `lookup`; errors and non-JSON answers are not kept.
      if (stamp === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const answer = { body: payload, contentType: String(reply.getHeader('content-type')), etag: weakEtag(payload) };
      if (stamp !== null) void cache.store(cacheKey(request), stamp, answer);
      const { status, body } = send(request, reply, answer);
      reply.code(status);
      return body;
    };

    app.decorate('publicCache', cache);
    app.decorate('invalidatePublic', (tags: readonly CacheTag[] = CACHE_TAGS) => cache.invalidate(tags));
    app.decorateRequest('publicCacheStamp', undefined);
    app.addHook('onRoute', (route) => {
      const tags = route.config?.publicCache;
      if (!tags || !asArray(route.method).includes('GET')) return;
      route.onRequest = [...asArray(route.onRequest), lookup(tags)];
      route.onSend = [...asArray(route.onSend), store];
    });
    app.addHook('onClose', () => cache.close());
  },
  { name: 'public-cache', dependencies: ['db'] },
);
