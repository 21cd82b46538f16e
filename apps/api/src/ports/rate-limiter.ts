/** At most `limit` hits per key in a fixed window of `windowSeconds`. */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts hits per key. In memory for one process; in Redis when several processes must share
 * the counts (REDIS_URL). Keys should not carry secrets; callers pass phone numbers or emails.
 */
export interface RateLimiter {
  /** Counts one hit and says whether it was within the limit. */
  hit(rule: RateRule, key: string): Promise<RateDecision>;
  /** Whether the limit is already used up, without counting a hit. */
  check(rule: RateRule, key: string): Promise<RateDecision>;
  close(): Promise<void>;
}
