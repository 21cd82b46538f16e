import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD, DEMO_USERS } from '@aula/demo-content/demo-users';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { testConfig } from './helpers/app';
import { bearer, lessonId, newLearner } from './helpers/content';
import { openTestDatabase } from './helpers/database';
import { FreezableProxy } from './helpers/freezable-proxy';
import { redisReachable, testRedisUrl } from './helpers/redis';

type App = Awaited<ReturnType<typeof buildApp>>;

const reachable = await redisReachable('the Redis outage tests');
/** Write-then-read pairs across two processes with Redis stopped: half favourites, half ratings. */
const PAIRS = 1000;
const [user1, user2] = DEMO_USERS;

const signIn = (app: App, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/mx/login/', payload: { email, password } });

/**
 * The slowest of five cheap public reads, each a cache miss (the cache is looked up in Redis first):
 * with Redis's offline queue on and no timeout these took 12-18 s each; now its 100 ms at most.
 */
async function slowestPublicRead(app: App, what: string): Promise<number> {
  let slowest = 0;
  for (let i = 0; i < 5; i += 1) {
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: `/api/catalogs/countries/?${what}=${i}` });
    expect(response.statusCode).toBe(200);
    slowest = Math.max(slowest, Date.now() - started);
  }
  console.info(`[redis-outage] Redis ${what}: slowest public read ${slowest} ms`);
  return slowest;
}

async function msUntil(check: () => Promise<boolean>, limitMs = 5000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Number.POSITIVE_INFINITY;
}

const redisState = async (app: App) => (await app.inject({ method: 'GET', url: '/readyz' })).json().redis;

describe.skipIf(!reachable)('Redis away (a proxy in front of the real one, frozen or stopped)', () => {
  const target = new URL(testRedisUrl);
  const proxy = new FreezableProxy(target.hostname, Number(target.port || 6379));
  const prefix = `aula:t-${randomBytes(4).toString('hex')}:`;
  let database: DatabaseHandle;
  let app: App;

  beforeAll(async () => {
    database = await openTestDatabase();
    const port = await proxy.listen();
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PREFIX: prefix };
    app = await buildApp({ config: testConfig(env), db: database.db });
    await app.ready();
  }, 30_000);
  afterAll(async () => {
    await app?.close();
    await proxy.close();
    await database?.close();
  });

  it('stopped: sign-in throttling counts in the process (429 after the 5 free tries), each answer fast', async () => {
    proxy.stop();
    try {
      const statuses = [];
      for (let i = 0; i < 7; i += 1) statuses.push((await signIn(app, user1.email, 'adivinanza')).statusCode);
      // Before, a Redis outage let every guess through: 7 × 400.
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
      expect(await redisState(app)).toBe('down (using process memory)');
      expect(await slowestPublicRead(app, 'stopped')).toBeLessThan(1000);
    } finally {
      proxy.start();
    }
    const msBack = await msUntil(async () => (await redisState(app)) === 'ok');
    console.info(`[redis-outage] Redis restarted: shared again after ${msBack} ms`);
    expect(msBack).toBeLessThan(2000);
  });

  it('frozen: no request waits on it more than its 100 ms timeouts; counts go back to Redis once it answers', async () => {
    proxy.freeze();
    let slowest: number;
    try {
      for (let i = 0; i < 3; i += 1) expect((await signIn(app, user2.email, 'adivinanza')).statusCode).toBe(400);
      slowest = await slowestPublicRead(app, 'frozen');
      expect(slowest).toBeLessThan(1000);
    } finally {
      proxy.thaw();
    }
    expect(await msUntil(async () => (await redisState(app)) === 'ok')).toBeLessThan(2000);
    const direct = new Redis(testRedisUrl);
    try {
      // The limiter's own connection comes back on its own schedule, a moment after the events'.
      const countedInRedis = async () => {
        await signIn(app, user2.email, 'adivinanza');
        return (await direct.keys(`${prefix}rl:*`)).length > 0;
      };
      expect(await msUntil(countedInRedis)).toBeLessThan(2000);
    } finally {
      direct.disconnect();
    }
  });
});

describe.skipIf(!reachable)('two deployments on one Redis (different REDIS_PREFIX)', () => {
  let database: DatabaseHandle;
  let one: App;
  let other: App;

  beforeAll(async () => {
    database = await openTestDatabase();
    const start = async (prefix: string) => {
      const app = await buildApp({
        config: testConfig({ REDIS_URL: testRedisUrl, REDIS_PREFIX: prefix }),
        db: database.db,
      });
      await app.ready();
      return app;
    };
    const run = randomBytes(4).toString('hex');
    [one, other] = [await start(`aula:one-${run}:`), await start(`aula:other-${run}:`)];
  }, 30_000);
  afterAll(async () => {
    await one?.close();
    await other?.close();
    await database?.close();
  });

  it("never hear each other's events: a sign-out in one is not a revocation in the other's memory", async () => {
    // Both read the same database here, so the other's cached session shows whether it heard.
    const token = (await signIn(one, user2.email, DEMO_PASSWORD)).json().token;
    const headers = { authorization: `Bearer ${token}` };
    expect((await other.inject({ method: 'GET', url: '/api/favorites/', headers })).statusCode).toBe(200);
    expect((await one.inject({ method: 'POST', url: '/api/logout/', headers })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Same prefix: 401 within milliseconds (redis-shared-cache.test.ts). Another prefix: not heard.
    expect((await other.inject({ method: 'GET', url: '/api/favorites/', headers })).statusCode).toBe(200);
  });

  it("never share counts: five failures in one are not the other's", async () => {
    for (let i = 0; i < 6; i += 1) await signIn(one, user1.email, 'adivinanza');
    expect((await signIn(one, user1.email, 'adivinanza')).statusCode).toBe(429);
    expect((await signIn(other, user1.email, 'adivinanza')).statusCode).toBe(400);
  });
});

// Issue 38, row 12a: behind nginx on two processes, while Redis was down about 30% of a learner's
// reads right after their own write showed the other process's cached copy, and sign-in back-off
// was counted per process (10 free wrong passwords with two processes instead of 5).
describe.skipIf(!reachable)('two processes while Redis is stopped (both reach it through one proxy)', () => {
  const target = new URL(testRedisUrl);
  const proxy = new FreezableProxy(target.hostname, Number(target.port || 6379));
  let database: DatabaseHandle;
  let a: App;
  let b: App;

  beforeAll(async () => {
    database = await openTestDatabase();
    const port = await proxy.listen();
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PREFIX: `aula:t-${randomBytes(4).toString('hex')}:` };
    const start = async () => {
      const app = await buildApp({ config: testConfig(env), db: database.db });
      await app.ready();
      return app;
    };
    [a, b] = [await start(), await start()];
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await proxy.close();
    await database?.close();
  });

  /** Stops Redis and waits until both processes know (a reset socket is noticed within milliseconds). */
  async function stopRedis() {
    proxy.stop();
    const down = async () => (await redisState(a)) !== 'ok' && (await redisState(b)) !== 'ok';
    expect(await msUntil(down)).toBeLessThan(5000);
  }
  async function startRedis() {
    proxy.start();
    const up = async () => (await redisState(a)) === 'ok' && (await redisState(b)) === 'ok';
    expect(await msUntil(up)).toBeLessThan(5000);
  }

  it('1,000 write-then-read pairs, each written through one process and read through the other: 0 stale reads', async () => {
    const { token } = await newLearner(
      database.db,
      'impulsa',
      `outage-${randomBytes(4).toString('hex')}@impulsa.example`,
    );
    const lesson = await lessonId(database.db, 'Arma una oferta irresistible');
    const write = (app: App, path: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/lessons/${lesson}/${path}/`, headers: bearer(token), payload });
    const read = async (app: App) =>
      (await app.inject({ method: 'GET', url: `/api/lessons/${lesson}/`, headers: bearer(token) })).json();
    // Both processes hold the learner's lesson state and the lesson's ratings in memory before Redis stops.
    expect((await write(a, 'set_rating', { rating: 5 })).statusCode).toBe(200);
    for (const app of [a, b]) expect(await read(app)).toMatchObject({ favorite: false, rating: 5 });
    await stopRedis();
    const stale: string[] = [];
    const started = Date.now();
    try {
      for (let i = 0; i < PAIRS / 2; i += 1) {
        const [writer, reader] = i % 2 === 0 ? [b, a] : [a, b];
        const favorite = Math.floor(i / 2) % 2 === 0;
        expect((await write(writer, 'set_favorite', { favorite })).statusCode).toBe(200);
        if ((await read(reader)).favorite !== favorite) stale.push(`favourite ${i}`);
        const rated = (await write(writer, 'set_rating', { rating: (i % 5) + 1 })).json();
        const seen = await read(reader);
        if (seen.rating !== rated.rating || seen.rating_average !== rated.rating_average) stale.push(`rating ${i}`);
      }
    } finally {
      await startRedis();
    }
    console.info(
      `[redis-outage] Redis stopped: ${PAIRS} write-then-read pairs across two processes in ${Date.now() - started} ms, ${stale.length} stale`,
    );
    // Before: about half of the reads showed the reading process's cached copy.
    expect(stale).toEqual([]);
    // Redis back: each process trusts its copies again, having dropped all it may have missed.
    const last = await read(a);
    expect(await read(b)).toMatchObject({ favorite: last.favorite, rating: last.rating });
    // ~10 s on two idle cores; the limit is for a machine other jobs share.
  }, 180_000);

  it('frozen (socket open, nothing answered): both processes stop trusting their copies, unasked', async () => {
    proxy.freeze();
    try {
      const distrusted = async () => (await redisState(a)) !== 'ok' && (await redisState(b)) !== 'ok';
      // Before: a process that sent nothing kept its silent subscriber and its copies for good. Now
      // its ping every 250 ms goes unanswered: ~0.5 s on an idle machine, more on a shared one.
      const ms = await msUntil(distrusted);
      console.info(`[redis-outage] Redis frozen: both processes distrust their copies after ${ms} ms`);
      expect(ms).toBeLessThan(5000);
    } finally {
      proxy.thaw();
    }
    const up = async () => (await redisState(a)) === 'ok' && (await redisState(b)) === 'ok';
    expect(await msUntil(up)).toBeLessThan(5000);
  });

  it('20 wrong passwords alternating between the processes: only the 5 free tries are checked in all', async () => {
    await stopRedis();
    const statuses: number[] = [];
    try {
      for (let i = 0; i < 20; i += 1)
        statuses.push((await signIn(i % 2 === 0 ? a : b, user1.email, 'adivinanza')).statusCode);
    } finally {
      await startRedis();
    }
    // Before: counted in each process's memory, 10 were checked (5 on each) and 10 refused.
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(15).fill(429)]);
  });
});
