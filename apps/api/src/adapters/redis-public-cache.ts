import type { Redis } from 'ioredis';
import { answered, readyWithin, redisClient } from '../lib/redis-client';
import type { CachedAnswer, CacheLookup, CacheTag, PublicCache } from '../ports/public-cache';

/** An unread entry goes after this long, so Redis keeps only what is asked for. */
const ENTRY_TTL_MS = 60 * 60 * 1000;

/**
 * Public answers in Redis, shared by every API process. One round trip per lookup: MGET of the
 * tags' versions and the entry. Invalidation is INCR of the tags' versions, so it reaches every
 * process at once and survives restarts. If Redis is unreachable the answer is computed and not
 * stored (logged once per outage): the cache going down must not take the public pages with it,
 * and with no offline queue and a 100 ms command timeout (lib/redis-client.ts) it costs a request
 * at most that.
 */
export class RedisPublicCache implements PublicCache {
  private readonly redis: Redis;
  /** Invalidations Redis did not take while it was away: sent again with its first answer. */
  private readonly missed = new Set<CacheTag>();

  constructor(
    url: string,
    /** Told of each failed call and each answered one (lib/outage-log.ts says so once per outage). */
    private readonly health: { failed(error: unknown): void; succeeded(): void },
    private readonly prefix = 'aula:pc:',
  ) {
    this.redis = redisClient(url);
  }

  /** The first connection, awaited briefly at start so that the start's invalidation reaches Redis. */
  ready(ms: number): Promise<boolean> {
    return readyWithin(this.redis, ms);
  }

  async lookup(key: string, tags: readonly CacheTag[]): Promise<CacheLookup> {
    try {
      const values = await answered(
        this.redis,
        this.redis.mget(...tags.map((tag) => this.tagKey(tag)), this.entryKey(key)),
      );
      this.answered();
      const stamp = tags.map((_tag, index) => values[index] ?? '0').join('.');
      const raw = values[tags.length];
      if (!raw) return { hit: undefined, stamp };
      const entry = JSON.parse(raw) as { stamp: string; answer: CachedAnswer };
      return { hit: entry.stamp === stamp ? entry.answer : undefined, stamp };
    } catch (error) {
      this.health.failed(error);
      return { hit: undefined, stamp: null };
    }
  }

  async store(key: string, stamp: string, answer: CachedAnswer): Promise<void> {
    await this.redis.set(this.entryKey(key), JSON.stringify({ stamp, answer }), 'PX', ENTRY_TTL_MS).catch(this.failed);
  }

  async invalidate(tags: readonly CacheTag[]): Promise<void> {
    const pipeline = this.redis.multi();
    for (const tag of tags) pipeline.incr(this.tagKey(tag));
    try {
      await pipeline.exec();
    } catch (error) {
      for (const tag of tags) this.missed.add(tag);
      this.health.failed(error);
    }
  }

  private readonly failed = (error: unknown) => this.health.failed(error);

  private answered() {
    this.health.succeeded();
    if (this.missed.size === 0) return;
    const tags = [...this.missed];
    this.missed.clear();
    void this.invalidate(tags);
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
