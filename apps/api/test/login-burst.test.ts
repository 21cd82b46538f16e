import { randomInt } from 'node:crypto';
import { MISSING_PASSWORD_PLACEHOLDER } from '@aula/contracts/auth';
import { DEMO_PIN, DEMO_USERS } from '@aula/demo-content/demo-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { LOGIN_BACKOFF } from '../src/lib/rate-limit';
import { type TestApp, testConfig, useTestApp } from './helpers/app';
import { openTestDatabase } from './helpers/database';
import { redisReachable, testRedisUrl } from './helpers/redis';

// Attack tried: a burst of parallel PIN guesses for one phone, all sent before any answer comes
// back, so a back-off that is checked before the secret and counted after lets every guess through.
const owner = DEMO_USERS[0];
// The server's clock stands still: on a slow machine a burst outlasts the first wait (2 s), and a
// guess counted after it may be checked, which is the back-off working, not the race this tests.
const stoppedClock = () => new Date('2026-03-01T12:00:00Z');
const BURST = 200;
const FREE = LOGIN_BACKOFF.account.freeFailures;

const pinLogin = (app: TestApp, login_pin: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/mx/login/',
    payload: { phone_number: owner.phone, login_pin, password: MISSING_PASSWORD_PLACEHOLDER },
    remoteAddress,
  });

/** 199 wrong PINs then the right one, all in flight at once, spread over `apps`; answers by status. */
async function burst(apps: TestApp[], remoteAddress: string) {
  const guesses = Array.from({ length: BURST - 1 }, (_, index) => String(1000 + index * 7).padStart(4, '0'));
  const pins = [...guesses.filter((pin) => pin !== DEMO_PIN), DEMO_PIN];
  const responses = await Promise.all(
    pins.map((pin, index) => pinLogin(apps[index % apps.length] as TestApp, pin, remoteAddress)),
  );
  const count = (status: number) => responses.filter((response) => response.statusCode === status).length;
  const refused = responses.filter((response) => response.statusCode === 429);
  return { responses, evaluated: count(400) + count(200), refused, last: responses.at(-1) };
}

function expectOnlyTheFreeAttemptsEvaluated(result: Awaited<ReturnType<typeof burst>>) {
  expect(result.evaluated).toBeGreaterThan(0);
  expect(result.evaluated).toBeLessThanOrEqual(FREE);
  expect(result.refused.length).toBe(result.responses.length - result.evaluated);
  expect(result.refused[0]?.headers['retry-after']).toMatch(/^\d+$/);
  expect(result.refused[0]?.json()).toMatchObject({ error: 'rate_limited', retry_after: expect.any(Number) });
  // The right PIN, sent last, is refused with the rest: no token comes out of the burst.
  expect(result.last?.statusCode).toBe(429);
  expect(result.responses.some((response) => response.statusCode === 200)).toBe(false);
}

describe('a burst of parallel PIN guesses for one phone', () => {
  const ctx = useTestApp({}, { now: stoppedClock });

  it(`evaluates at most the ${FREE} free attempts of ${BURST}; the rest get 429 and the right PIN no token`, {
    timeout: 60_000,
  }, async () => {
    expectOnlyTheFreeAttemptsEvaluated(await burst([ctx.app], '203.0.113.50'));
  });
});

const reachable = await redisReachable('the shared login burst test');

describe.skipIf(!reachable)('a burst of parallel PIN guesses across two API instances sharing Redis', () => {
  let database: DatabaseHandle;
  const apps: TestApp[] = [];
  const runPrefix = `aula-test-burst-${randomInt(1_000_000_000)}:`;
  beforeAll(async () => {
    database = await openTestDatabase();
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp({
        // Redis outlives test runs (and every run numbers the owner alike): a namespace of this run's own.
        config: testConfig({ REDIS_URL: testRedisUrl, REDIS_PREFIX: runPrefix }),
        db: database.db,
        ports: { now: stoppedClock },
      });
      await app.ready();
      apps.push(app);
    }
  }, 30_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it(`evaluates at most the ${FREE} free attempts of ${BURST} between both; the rest get 429`, {
    timeout: 60_000,
  }, async () => {
    // An address of this run's own, so earlier runs' counts stay out.
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    expectOnlyTheFreeAttemptsEvaluated(await burst(apps, address));
  });
});
