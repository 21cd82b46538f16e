import type { Redis } from 'ioredis';
import { answered, readyWithin, redisClient } from '../lib/redis-client';
import type {
  BackoffCounter,
  BackoffCounters,
  BackoffPolicy,
  RateDecision,
  RateLimiter,
  RateRule,
} from '../ports/rate-limiter';
import { decide, MemoryRateLimiter } from './memory-rate-limiter';

/**
 * Fixed windows in Redis, so every API process sees the same counts. One MULTI per hit:
 * create the counter with its expiry if missing, increment, read the time left.
 * If Redis does not answer within its command timeout (lib/redis-client.ts), the call is counted in
 * this process instead (`fallback`): a Redis outage neither takes sign-in down nor opens it to
 * unlimited guessing. Sign-in back-off falls back to `backoff` (the database, given by
 * plugins/account-ports.ts), so the processes still share one count; fixed windows to memory.
 * Counts go back to Redis with its first answer.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;

  private readonly fallback: MemoryRateLimiter;

  private readonly backoff: BackoffCounters;

  constructor(
    url: string,
    /** Told of each failed call (the fallback counted it) and of each answered one. */
    private readonly health: { failed(error: unknown): void; succeeded(): void },
    /** The server's clock (ports), which back-off waits are measured on, as in memory. */
    private readonly now: () => Date = () => new Date(),
    private readonly prefix = 'aula:rl:',
    backoff?: BackoffCounters,
  ) {
    this.redis = redisClient(url);
    this.fallback = new MemoryRateLimiter(now);
    this.backoff = backoff ?? this.fallback;
  }

  /** The first connection, awaited briefly at start: the first sign-ins should count in Redis. */
  ready(ms: number): Promise<boolean> {
    return readyWithin(this.redis, ms);
  }

  /** Redis's answer, or the fallback's when Redis does not give one in time. */
  private async shared<T>(inRedis: () => Promise<T>, inProcess: () => Promise<T>): Promise<T> {
    try {
      const answer = await answered(this.redis, inRedis());
      this.health.succeeded();
      return answer;
    } catch (error) {
      this.health.failed(error);
      return inProcess();
    }
  }

  hit(rule: RateRule, key: string): Promise<RateDecision> {
    return this.shared(
      () => this.hitInRedis(rule, key),
      () => this.fallback.hit(rule, key),
    );
  }

  private async hitInRedis(rule: RateRule, key: string): Promise<RateDecision> {
    const id = this.key(rule, key);
    const results = await this.redis
      .multi()
      .set(id, 0, 'PX', rule.windowSeconds * 1000, 'NX')
      .incr(id)
      .pttl(id)
      .exec();
    const count = Number(results?.[1]?.[1]);
    const msLeft = Number(results?.[2]?.[1]);
    return decide(count, rule.limit, msLeft > 0 ? msLeft : rule.windowSeconds * 1000);
  }

  check(rule: RateRule, key: string): Promise<RateDecision> {
    return this.shared(
      () => this.checkInRedis(rule, key),
      () => this.fallback.check(rule, key),
    );
  }

  private async checkInRedis(rule: RateRule, key: string): Promise<RateDecision> {
    const id = this.key(rule, key);
    const results = await this.redis.multi().get(id).pttl(id).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const msLeft = Number(results?.[1]?.[1]);
    if (count < rule.limit) return { allowed: true };
    return decide(count + 1, rule.limit, msLeft > 0 ? msLeft : rule.windowSeconds * 1000);
  }

  // Back-off entries are hashes {count, until (epoch ms)} that expire with the policy's memory;
  // one script checks and counts them all, so no other process can slip in between.
  attempt(counters: readonly BackoffCounter[]): Promise<RateDecision> {
    return this.shared(
      () => this.attemptInRedis(counters),
      () => this.backoff.attempt(counters),
    );
  }

  private async attemptInRedis(counters: readonly BackoffCounter[]): Promise<RateDecision> {
    const keys = counters.map(([policy, key]) => this.backoffKey(policy, key));
    const policies = counters.flatMap(([policy]) => [
      policy.freeFailures,
      policy.baseSeconds,
      policy.maxSeconds,
      policy.forgetAfterSeconds,
    ]);
    const waitMs = Number(
      await this.redis.eval(ATTEMPT_SCRIPT, keys.length, ...keys, this.now().getTime(), ...policies),
    );
    return waitMs > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) } : { allowed: true };
  }

  refund(policy: BackoffPolicy, key: string): Promise<void> {
    return this.shared(
      async () => {
        await this.redis.eval(REFUND_SCRIPT, 1, this.backoffKey(policy, key));
      },
      () => this.backoff.refund(policy, key),
    );
  }

  clearFailures(policy: BackoffPolicy, key: string): Promise<void> {
    // Both: a success must also forget what was counted while Redis was away.
    return this.shared(
      async () => {
        await this.redis.del(this.backoffKey(policy, key));
        await this.backoff.clearFailures(policy, key);
      },
      () => this.backoff.clearFailures(policy, key),
    );
  }

  async close(): Promise<void> {
    await this.fallback.close();
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

/**
 * KEYS: the back-off hashes; ARGV: now (ms), then per key its policy's free attempts, base,
 * max and forget-after seconds. Answers the ms still to wait (nothing counted), or 0 once the
 * attempt is counted everywhere. The wait is `backoffSeconds` of the ports, written again here.
 */
const ATTEMPT_SCRIPT = `
local now = tonumber(ARGV[1])
local wait = 0
for _, key in ipairs(KEYS) do
  local untilMs = tonumber(redis.call('HGET', key, 'until') or '0')
  if untilMs - now > wait then wait = untilMs - now end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  local at = 2 + (i - 1) * 4
  local free, base, max, forget = tonumber(ARGV[at]), tonumber(ARGV[at + 1]), tonumber(ARGV[at + 2]), tonumber(ARGV[at + 3])
  local count = redis.call('HINCRBY', key, 'count', 1)
  local over = count - free + 1
  local seconds = 0
  if over > 0 then seconds = math.min(max, base * 2 ^ (over - 1)) end
  redis.call('HSET', key, 'until', string.format('%d', now + seconds * 1000))
  redis.call('PEXPIRE', key, forget * 1000)
end
return 0
`;

const REFUND_SCRIPT = `
if tonumber(redis.call('HGET', KEYS[1], 'count') or '0') > 0 then redis.call('HINCRBY', KEYS[1], 'count', -1) end
return 0
`;
