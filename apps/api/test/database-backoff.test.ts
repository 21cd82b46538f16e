import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseBackoff } from '../src/adapters/database-backoff';
import type { DatabaseHandle } from '../src/db/client';
import { LOGIN_BACKOFF } from '../src/lib/rate-limit';
import type { BackoffCounter } from '../src/ports/rate-limiter';
import { openTestDatabase } from './helpers/database';

// What sign-in back-off counts on while Redis is away (issue 38, row 12a): one count in the
// database for every process, instead of each process's memory.
let database: DatabaseHandle;
let clock = new Date('2026-11-28T12:00:00Z');
const now = () => clock;
beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
}, 30_000);
afterAll(async () => {
  await database?.close();
});

const account = (key: string): BackoffCounter => [LOGIN_BACKOFF.account, key];

describe('sign-in back-off in the database', () => {
  it('12 tries at once from two limiters on one account: only the 5 free ones pass, the rest wait', async () => {
    const [one, other] = [new DatabaseBackoff(database.db, now), new DatabaseBackoff(database.db, now)];
    const counters = [account('user:burst'), [LOGIN_BACKOFF.address, '203.0.113.9'] as const];
    const decisions = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? one : other).attempt(counters)),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
    expect(decisions.find((decision) => !decision.allowed)).toEqual({ allowed: false, retryAfterSeconds: 2 });
  });

  it('doubles the wait once the free tries are spent, and forgets the count after a success', async () => {
    const limiter = new DatabaseBackoff(database.db, now);
    const counter = account('user:doubles');
    for (let i = 0; i < 5; i += 1) expect((await limiter.attempt([counter])).allowed).toBe(true);
    expect(await limiter.attempt([counter])).toEqual({ allowed: false, retryAfterSeconds: 2 });
    clock = new Date(clock.getTime() + 2_000);
    expect((await limiter.attempt([counter])).allowed).toBe(true);
    expect(await limiter.attempt([counter])).toEqual({ allowed: false, retryAfterSeconds: 4 });
    await limiter.clearFailures(...counter);
    expect((await limiter.attempt([counter])).allowed).toBe(true);
  });

  it("a refund takes one try back; a count past its policy's memory starts again", async () => {
    const limiter = new DatabaseBackoff(database.db, now);
    const counter = account('user:refund');
    for (let i = 0; i < 4; i += 1) await limiter.attempt([counter]);
    await limiter.refund(...counter);
    // 3 counted: two more are free before the wait starts.
    expect((await limiter.attempt([counter])).allowed).toBe(true);
    expect((await limiter.attempt([counter])).allowed).toBe(true);
    expect((await limiter.attempt([counter])).allowed).toBe(false);
    clock = new Date(clock.getTime() + LOGIN_BACKOFF.account.forgetAfterSeconds * 1000 + 1);
    expect((await limiter.attempt([counter])).allowed).toBe(true);
  });
});
