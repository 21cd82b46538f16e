import { Redis } from 'ioredis';
import {
  type BackoffPolicy,
  backoffSeconds,
  type RateDecision,
  type RateLimiter,
  type RateRule,
} from '../ports/rate-limiter';
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

  // Back-off entries are hashes {count, until (epoch ms)} that expire with the policy's memory.
  async waitSeconds(policy: BackoffPolicy, key: string): Promise<number> {
    try {
      const until = Number(await this.redis.hget(this.backoffKey(policy, key), 'until'));
      return until > Date.now() ? Math.ceil((until - Date.now()) / 1000) : 0;
    } catch (error) {
      this.onError(error);
      return 0;
    }
  }

  async recordFailure(policy: BackoffPolicy, key: string): Promise<number> {
    const id = this.backoffKey(policy, key);
    try {
      const count = await this.redis.hincrby(id, 'count', 1);
      const wait = backoffSeconds(policy, count);
      await this.redis
        .multi()
        .hset(id, 'until', Date.now() + wait * 1000)
        .pexpire(id, policy.forgetAfterSeconds * 1000)
        .exec();
      return wait;
    } catch (error) {
      this.onError(error);
      return 0;
    }
  }

  async clearFailures(policy: BackoffPolicy, key: string): Promise<void> {
    await this.redis.del(this.backoffKey(policy, key)).catch(this.onError);
  }

  async close(): Promise<void> {
    if (this.redis.status !== 'ready') return this.redis.disconnect();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private backoffKey(policy: BackoffPolicy, key: string) {
    return `${this.prefix}backoff:${policy.name}:${key}`;
  }

  private key(rule: RateRule, key: string) {
    return `${this.prefix}${rule.name}:${key}`;
  }
}
