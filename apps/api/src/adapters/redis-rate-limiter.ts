import { Redis } from 'ioredis';
import type { RateDecision, RateLimiter, RateRule } from '../ports/rate-limiter';
import { decide } from './memory-rate-limiter';

/**
 * Fixed windows in Redis, so every API process sees the same counts. One MULTI per hit:
 * create the counter with its expiry if missing, increment, read the time left.
 * If Redis is unreachable the request is let through (logged): a limiter outage must not take
 * sign-in down with it.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly onError: (error: unknown) => void,
    private readonly prefix = 'aula:rl:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false });
    this.redis.on('error', () => {});
  }

  async hit(rule: RateRule, key: string): Promise<RateDecision> {
    const id = this.key(rule, key);
    try {
      const results = await this.redis
        .multi()
        .set(id, 0, 'PX', rule.windowSeconds * 1000, 'NX')
        .incr(id)
        .pttl(id)
        .exec();
      const count = Number(results?.[1]?.[1]);
      const msLeft = Number(results?.[2]?.[1]);
      return decide(count, rule.limit, msLeft > 0 ? msLeft : rule.windowSeconds * 1000);
    } catch (error) {
      this.onError(error);
      return { allowed: true };
    }
  }

  async check(rule: RateRule, key: string): Promise<RateDecision> {
    const id = this.key(rule, key);
    try {
      const results = await this.redis.multi().get(id).pttl(id).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const msLeft = Number(results?.[1]?.[1]);
      if (count < rule.limit) return { allowed: true };
      return decide(count + 1, rule.limit, msLeft > 0 ? msLeft : rule.windowSeconds * 1000);
    } catch (error) {
      this.onError(error);
      return { allowed: true };
    }
  }

  async close(): Promise<void> {
    if (this.redis.status !== 'ready') return this.redis.disconnect();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private key(rule: RateRule, key: string) {
    return `${this.prefix}${rule.name}:${key}`;
  }
}
