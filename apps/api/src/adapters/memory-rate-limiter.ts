import {
  type BackoffCounter,
  type BackoffPolicy,
  backoffSeconds,
  type RateDecision,
  type RateLimiter,
  type RateRule,
} from '../ports/rate-limiter';

const SWEEP_AT = 10_000;

/** Fixed windows in this process's memory: the default without Redis (one process only). */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly failures = new Map<string, { count: number; until: number; forgetAt: number }>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  async hit(rule: RateRule, key: string): Promise<RateDecision> {
    const now = this.now().getTime();
    const id = `${rule.name}:${key}`;
    let window = this.windows.get(id);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= SWEEP_AT) this.sweep(now);
      window = { count: 0, resetAt: now + rule.windowSeconds * 1000 };
      this.windows.set(id, window);
    }
    window.count += 1;
    return decide(window.count, rule.limit, window.resetAt - now);
  }

  async check(rule: RateRule, key: string): Promise<RateDecision> {
    const now = this.now().getTime();
    const window = this.windows.get(`${rule.name}:${key}`);
    if (!window || window.resetAt <= now) return { allowed: true };
    return window.count >= rule.limit ? decide(window.count + 1, rule.limit, window.resetAt - now) : { allowed: true };
  }

  // Synchronous from the check to the count: no other request of this process runs in between.
  async attempt(counters: readonly BackoffCounter[]): Promise<RateDecision> {
    const now = this.now().getTime();
    const live = (id: string) => {
      const entry = this.failures.get(id);
      return entry && entry.forgetAt > now ? entry : undefined;
    };
    const ids = counters.map(([policy, key]) => `${policy.name}:${key}`);
    const until = Math.max(0, ...ids.map((id) => live(id)?.until ?? 0));
    if (until > now) return { allowed: false, retryAfterSeconds: Math.ceil((until - now) / 1000) };
    if (this.failures.size >= SWEEP_AT) this.sweep(now);
    counters.forEach(([policy], index) => {
      const id = ids[index] ?? '';
      const count = (live(id)?.count ?? 0) + 1;
      const wait = backoffSeconds(policy, count);
      this.failures.set(id, { count, until: now + wait * 1000, forgetAt: now + policy.forgetAfterSeconds * 1000 });
    });
    return { allowed: true };
  }

  async refund(policy: BackoffPolicy, key: string): Promise<void> {
    const entry = this.failures.get(`${policy.name}:${key}`);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async clearFailures(policy: BackoffPolicy, key: string): Promise<void> {
    this.failures.delete(`${policy.name}:${key}`);
  }

  async close(): Promise<void> {
    this.windows.clear();
    this.failures.clear();
  }

  private sweep(now: number) {
    for (const [id, window] of this.windows) if (window.resetAt <= now) this.windows.delete(id);
    for (const [id, entry] of this.failures) if (entry.forgetAt <= now) this.failures.delete(id);
  }
}

/** Shared by both limiters: allowed while the count is within the limit, else seconds to wait. */
export function decide(count: number, limit: number, msLeft: number): RateDecision {
  if (count <= limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
}
