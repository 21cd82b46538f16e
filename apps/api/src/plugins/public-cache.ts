import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { MemoryPublicCache } from '../adapters/memory-public-cache';
import { RedisPublicCache } from '../adapters/redis-public-cache';
import { CompressedBodies, encodeAnswer, weakEtag } from '../lib/encoded-answer';
import { OutageLog } from '../lib/outage-log';
import type { PublicCacheFastPath } from '../lib/public-cache-fast-path';
import { REDIS_FIRST_CONNECT_MS } from '../lib/redis-client';
import { SharedMisses } from '../lib/shared-misses';
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
    /** Set when this request computes an answer others missing it at the same time wait for. */
    publicCacheShares: string | undefined;
  }
}

/**
 * The key is the URL as sent, path and query: every cached route names its ally and country there
 * (`?country=mx&ally_code=impulsa`, `/api/mx/posts/`), so one ally's or country's answer is never
 * another's. Routes that read a header or a session must not be cached.
 */
const cacheKey = (request: FastifyRequest) => request.url;

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The Redis cache, its first connection awaited a moment: the start's invalidation must reach it. */
async function sharedCache(app: FastifyInstance, redisUrl: string): Promise<RedisPublicCache> {
  const cache = new RedisPublicCache(
    redisUrl,
    new OutageLog(
      (err) => app.log.warn({ err }, 'public cache: Redis unavailable, answering from the database until it answers'),
      () => app.log.info('public cache: Redis answers again'),
    ),
    `${app.config.redisPrefix}pc:`,
  );
  await cache.ready(REDIS_FIRST_CONNECT_MS);
  return cache;
}

/**
 * Public GETs served from a cache (memory, or Redis with REDIS_URL) with a weak ETag and 304 on
 * If-None-Match, compressed once per version rather than per request. A route opts in with
 * `config: { publicCache: [tags] }`; only 200 answers are cached. Once the app has answered a URL
 * this way, `fastPath` (lib/public-cache-fast-path.ts) answers its next GETs before Fastify, unless
 * it is switched off (PUBLIC_CACHE_FAST_PATH=false) or every request must be logged (LOG_REQUESTS).
 * PUBLIC_CACHE=off registers plugins/uncached-public-answers.ts instead.
 */
export default fp<{ fastPath: PublicCacheFastPath }>(
  async (app, { fastPath }) => {
    const cache: PublicCache = app.config.redisUrl
      ? await sharedCache(app, app.config.redisUrl)
      : new MemoryPublicCache();
    const compressed = new CompressedBodies();
    const misses = new SharedMisses<CachedAnswer>();
    if (app.config.publicCacheFastPath) fastPath.open({ cache, compressed, securityHeaders: app.securityHeadersFor });
    // Draining, every answer must say `Connection: close` (plugins/drain.ts): Fastify's path does.
    app.whenDraining(() => fastPath.close());

    function send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
      const conditions = {
        acceptEncoding: request.headers['accept-encoding'],
        ifNoneMatch: request.headers['if-none-match'],
      };
      const { status, headers, body } = encodeAnswer(answer, conditions, compressed);
      for (let i = 0; i < headers.length; i += 2) reply.header(headers[i] as string, headers[i + 1]);
      return { status, body };
    }

    const lookup =
      (tags: readonly CacheTag[]): onRequestHookHandler =>
      async (request, reply) => {
        const { hit, stamp } = await cache.lookup(cacheKey(request), tags);
        let answer = hit;
        if (!answer && stamp !== null) {
          // Only requests that saw the same versions of the content share an answer.
          const missKey = `${stamp}\n${cacheKey(request)}`;
          const shared = misses.join(missKey);
          if (shared) answer = await shared;
          else request.publicCacheShares = missKey;
        }
        if (!answer) {
          request.publicCacheStamp = stamp;
          return;
        }
        fastPath.remember(cacheKey(request), tags);
        const { status, body } = send(request, reply, answer);
        return reply.code(status).send(body);
      };

    /** A request that computed a shared answer gives it (or nothing, on an error) to those waiting. */
    function share(request: FastifyRequest, answer: CachedAnswer | undefined) {
      const key = request.publicCacheShares;
      if (key === undefined) return;
      request.publicCacheShares = undefined;
      misses.settle(key, answer);
    }

    const store =
      (tags: readonly CacheTag[]): onSendHookHandler =>
      async (request, reply, payload) => {
        const stamp = request.publicCacheStamp;
        // Hits were answered by `lookup`; errors and non-JSON answers are not cached.
        if (stamp === undefined || reply.statusCode !== 200 || typeof payload !== 'string') {
          share(request, undefined);
          return payload;
        }
        const answer = { body: payload, contentType: String(reply.getHeader('content-type')), etag: weakEtag(payload) };
        share(request, answer);
        if (stamp !== null) {
          void cache.store(cacheKey(request), stamp, answer);
          fastPath.remember(cacheKey(request), tags);
        }
        const { status, body } = send(request, reply, answer);
        reply.code(status);
        return body;
      };

    app.decorate('publicCache', cache);
    app.decorate('invalidatePublic', (tags: readonly CacheTag[] = CACHE_TAGS) => cache.invalidate(tags));
    app.decorateRequest('publicCacheStamp', undefined);
    app.decorateRequest('publicCacheShares', undefined);
    app.addHook('onRoute', (route) => {
      const tags = route.config?.publicCache;
      if (!tags || !asArray(route.method).includes('GET')) return;
      // Answers leave here compressed once per version; the on-the-fly compressor of /api/
      // (plugins/compression.ts) would only inspect them again on every request.
      route.compress = false;
      route.onRequest = [...asArray(route.onRequest), lookup(tags)];
      route.onSend = [...asArray(route.onSend), store(tags)];
      // Whatever ended the request (a lost connection, an error before onSend), no one waits on it.
      const release = async (request: FastifyRequest) => share(request, undefined);
      route.onResponse = [...asArray(route.onResponse), release];
      route.onRequestAbort = [...asArray(route.onRequestAbort), release];
    });
    app.addHook('onClose', async () => {
      fastPath.close();
      await cache.close();
    });
  },
  { name: 'public-cache', dependencies: ['db', 'security', 'drain'] },
);
