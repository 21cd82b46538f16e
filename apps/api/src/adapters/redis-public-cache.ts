import { Redis } from 'ioredis';
import type { CachedAnswer, CacheLookup, CacheTag, PublicCache } from '../ports/public-cache';

/** An unread entry goes after this long, so Redis keeps only what is asked for. */
const ENTRY_TTL_MS = 60 * 60 * 1000;

/**
 * Public answers in Redis, shared by every API process. One round trip per lookup: MGET of the
 * tags' versions and the entry. Invalidation is INCR of the tags' versions, so it reaches every
 * process at once and survives restarts. If Redis is unreachable the answer is computed and not
 * stored (logged): the cache going down must not take the public pages with it.
 */
export class RedisPublicCache implements PublicCache {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly onError: (error: unknown) => void,
    private readonly prefix = 'aula:pc:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true });
    this.redis.on('error', () => {});
  }

  async lookup(key: string, tags: readonly CacheTag[]): Promise<CacheLookup> {
    try {
      const values = await this.redis.mget(...tags.map((tag) => this.tagKey(tag)), this.entryKey(key));
      const stamp = tags.map((_tag, index) => values[index] ?? '0').join('.');
      const raw = values[tags.length];
      if (!raw) return { hit: undefined, stamp };
      const entry = JSON.parse(raw) as { stamp: string; answer: CachedAnswer };
      return { hit: entry.stamp === stamp ? entry.answer : undefined, stamp };
    } catch (error) {
      this.onError(error);
      return { hit: undefined, stamp: null };
    }
  }

  async store(key: string, stamp: string, answer: CachedAnswer): Promise<void> {
    await this.redis.set(this.entryKey(key), JSON.stringify({ stamp, answer }), 'PX', ENTRY_TTL_MS).catch(this.onError);
  }

  async invalidate(tags: readonly CacheTag[]): Promise<void> {
    const pipeline = this.redis.multi();
    for (const tag of tags) pipeline.incr(this.tagKey(tag));
    await pipeline.exec().catch(this.onError);
  }

  async close(): Promise<void> {
    if (this.redis.status !== 'ready') return this.redis.disconnect();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private tagKey(tag: CacheTag) {
    return `${this.prefix}tag:${tag}`;
  }

  private entryKey(key: string) {
    return `${this.prefix}entry:${key}`;
  }
}
