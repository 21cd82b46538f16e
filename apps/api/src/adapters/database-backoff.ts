import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { backoffCounters } from '../db/schema';
import {
  type BackoffCounter,
  type BackoffCounters,
  type BackoffPolicy,
  backoffSeconds,
  type RateDecision,
} from '../ports/rate-limiter';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Sign-in back-off counted in the database (`backoff_counters`): what RedisRateLimiter counts on
 * while Redis does not answer, so the processes still share one count per account, device and
 * address (in each process's memory, two processes allowed twice the free tries). One transaction
 * per attempt locks the counters' rows, so another process cannot slip between the check and the
 * count. Waits are measured on the server's clock (ports), as in memory and in Redis.
 */
export class DatabaseBackoff implements BackoffCounters {
  private lastSweepAt = 0;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async attempt(counters: readonly BackoffCounter[]): Promise<RateDecision> {
    const now = this.now();
    const at = now.getTime();
    await this.sweep(now);
    const policies = new Map(counters.map(([policy, key]) => [idOf(policy, key), policy]));
    // Locked in one order, so two attempts on the same counters wait for each other instead of deadlocking.
    const ids = [...policies.keys()].sort();
    return this.db.transaction(async (tx): Promise<RateDecision> => {
      await tx
        .insert(backoffCounters)
        .values(ids.map((id) => ({ id, count: 0, until: now, forgetAt: now })))
        .onConflictDoNothing();
      const rows = await tx.select().from(backoffCounters).where(inArray(backoffCounters.id, ids)).for('update');
      const live = new Map(rows.filter((row) => row.forgetAt.getTime() > at).map((row) => [row.id, row]));
      const until = Math.max(0, ...[...live.values()].map((row) => row.until.getTime()));
      if (until > at) return { allowed: false, retryAfterSeconds: Math.ceil((until - at) / 1000) };
      for (const id of ids) {
        const policy = policies.get(id) as BackoffPolicy;
        const count = (live.get(id)?.count ?? 0) + 1;
        await tx
          .update(backoffCounters)
          .set({
            count,
            until: new Date(at + backoffSeconds(policy, count) * 1000),
            forgetAt: new Date(at + policy.forgetAfterSeconds * 1000),
          })
          .where(eq(backoffCounters.id, id));
      }
      return { allowed: true };
    });
  }

  async refund(policy: BackoffPolicy, key: string): Promise<void> {
    await this.db
      .update(backoffCounters)
      .set({ count: sql`greatest(${backoffCounters.count} - 1, 0)` })
      .where(eq(backoffCounters.id, idOf(policy, key)));
  }

  async clearFailures(policy: BackoffPolicy, key: string): Promise<void> {
    await this.db.delete(backoffCounters).where(eq(backoffCounters.id, idOf(policy, key)));
  }

  /** Counters forgotten by their policy are dropped by each process at most once an hour. */
  private async sweep(now: Date): Promise<void> {
    if (Date.now() - this.lastSweepAt < SWEEP_EVERY_MS) return;
    this.lastSweepAt = Date.now();
    await this.db.delete(backoffCounters).where(lt(backoffCounters.forgetAt, now));
  }
}

// Keys are account ids, emails or phones, devices and addresses: far shorter than the column.
const idOf = (policy: BackoffPolicy, key: string) => `${policy.name}:${key}`.slice(0, 300);
