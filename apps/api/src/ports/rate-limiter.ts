/** At most `limit` hits per key in a fixed window of `windowSeconds`. */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Exponential back-off: the first `freeFailures` failures cost nothing, each later one doubles
 * the wait before the next try (from `baseSeconds` up to `maxSeconds`). The count is forgotten
 * `forgetAfterSeconds` after the last failure, and at once on a success.
 */
export interface BackoffPolicy {
  name: string;
  freeFailures: number;
  baseSeconds: number;
  maxSeconds: number;
  forgetAfterSeconds: number;
}

/** Seconds to wait after `failures` failures under a policy (0: may try now). */
export function backoffSeconds(policy: BackoffPolicy, failures: number): number {
  const over = failures - policy.freeFailures;
  if (over <= 0) return 0;
  return Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** (over - 1));
}

/**
 * Counts hits per key. In memory for one process; in Redis when several processes must share
 * the counts (REDIS_URL). Keys should not carry secrets; callers pass phone numbers or emails.
 */
export interface RateLimiter {
  /** Counts one hit and says whether it was within the limit. */
  hit(rule: RateRule, key: string): Promise<RateDecision>;
  /** Whether the limit is already used up, without counting a hit. */
  check(rule: RateRule, key: string): Promise<RateDecision>;
  /** Seconds before `key` may try again under the back-off policy (0: now). */
  waitSeconds(policy: BackoffPolicy, key: string): Promise<number>;
  /** Counts a failure for `key`; answers the wait it now has to serve. */
  recordFailure(policy: BackoffPolicy, key: string): Promise<number>;
  /** Forgets the failures of `key` (after a success). */
  clearFailures(policy: BackoffPolicy, key: string): Promise<void>;
  close(): Promise<void>;
}
