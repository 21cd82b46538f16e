import { RedisChangeEvents } from '../adapters/redis-change-events';
import { RedisPublicCache } from '../adapters/redis-public-cache';
import { REDIS_FIRST_CONNECT_MS } from '../lib/redis-client';
import { CACHE_TAGS } from '../ports/public-cache';

/**
 * After content was changed in the database directly (an operator's fix, an import), tells every
 * API process of the deployment: each drops its in-memory content (services/content-cache.ts),
 * and the shared public answers are invalidated once, in Redis. Without it they would show the
 * old content for up to a minute in memory and an hour in the shared cache.
 */
export async function announceContentChange({ redisUrl, redisPrefix }: { redisUrl: string; redisPrefix: string }) {
  const failures: unknown[] = [];
  const health = { failed: (error: unknown) => failures.push(error), succeeded: () => {} };
  const cache = new RedisPublicCache(redisUrl, health, `${redisPrefix}pc:`);
  const changes = new RedisChangeEvents(redisUrl, (error) => failures.push(error), redisPrefix);
  try {
    const ready = await Promise.all([cache.ready(REDIS_FIRST_CONNECT_MS), changes.ready(REDIS_FIRST_CONNECT_MS)]);
    if (ready.includes(false)) throw new Error('Redis does not answer');
    await cache.invalidate(CACHE_TAGS);
    await changes.publish({ kind: 'content', id: 0 });
    if (failures.length > 0) throw failures[0];
  } finally {
    await Promise.all([cache.close(), changes.close()]);
  }
}
