import type { RateDecision, RateLimiter, RateRule } from '../ports/rate-limiter';

const SWEEP_AT = 10_000;

/** Fixed windows in this process's memory: the default without Redis (one process only). */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

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

  async close(): Promise<void> {
    this.windows.clear();
  }

  private sweep(now: number) {
    for (const [id, window] of this.windows) if (window.resetAt <= now) this.windows.delete(id);
  }
}

/** Shared by both limiters: allowed while the count is within the limit, else seconds to wait. */
export function decide(count: number, limit: number, msLeft: number): RateDecision {
  if (count <= limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
}
