/** At most `limit` hits per key in a fixed window of `windowSeconds`. */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Exponential back-off: the first `freeFailures` attempts cost nothing, each later one doubles
 * the wait before the next try (from `baseSeconds` up to `maxSeconds`). Attempts are counted
 * before their secret is checked, so a burst cannot outrun the count. The count is forgotten
 * `forgetAfterSeconds` after the last attempt, and at once on a success.
 */
export interface BackoffPolicy {
  name: string;
  freeFailures: number;
  baseSeconds: number;
  maxSeconds: number;
  forgetAfterSeconds: number;
}

/**
 * Seconds to wait after `attempts` counted attempts under a policy (0: may try now). The wait
 * starts with the last free attempt, so of a burst only the free attempts are ever checked.
 */
export function backoffSeconds(policy: BackoffPolicy, attempts: number): number {
  const over = attempts - policy.freeFailures + 1;
  if (over <= 0) return 0;
  return Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** (over - 1));
}

/** One back-off counter: its policy and its key. */
export type BackoffCounter = readonly [BackoffPolicy, string];

/**
 * Counts hits per key. In memory for one process; in Redis when several processes must share
 * the counts (REDIS_URL). Keys should not carry secrets; callers pass phone numbers or emails.
 * Not rate-limiter-flexible: its limiters count one key per call and count refused tries too, so
 * "refuse without counting while any of these counters waits, else count on all" across account,
 * address or device is not one atomic step there, and its waits grow by fixed blocks or Fibonacci
 * steps (ExpressBruteFlexible), not by doubling.
 */
export interface RateLimiter {
  /** Counts one hit and says whether it was within the limit. */
  hit(rule: RateRule, key: string): Promise<RateDecision>;
  /** Whether the limit is already used up, without counting a hit. */
  check(rule: RateRule, key: string): Promise<RateDecision>;
  /**
   * Counts one attempt on every counter at once, before its secret is checked: refused (nothing
   * counted) while any of them is still waiting, so parallel tries cannot pass between the
   * check and the count. Atomic across processes with Redis.
   */
  attempt(counters: readonly BackoffCounter[]): Promise<RateDecision>;
  /** Takes one attempt back from `key` (a success that must not count, e.g. on a shared address). */
  refund(policy: BackoffPolicy, key: string): Promise<void>;
  /** Forgets the attempts of `key` (after a success, or a reset that proved the owner). */
  clearFailures(policy: BackoffPolicy, key: string): Promise<void>;
  close(): Promise<void>;
}

/** The back-off half of a limiter: what RedisRateLimiter counts on while Redis does not answer. */
export type BackoffCounters = Pick<RateLimiter, 'attempt' | 'refund' | 'clearFailures'>;
