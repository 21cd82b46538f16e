import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD, DEMO_USERS } from '@aula/demo-content/demo-users';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { testConfig } from './helpers/app';
import { openTestDatabase } from './helpers/database';
import { FreezableProxy } from './helpers/freezable-proxy';
import { redisReachable, testRedisUrl } from './helpers/redis';

type App = Awaited<ReturnType<typeof buildApp>>;

const reachable = await redisReachable('the Redis outage tests');
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
    await signIn(app, user2.email, 'adivinanza');
    const direct = new Redis(testRedisUrl);
    try {
      expect(await direct.keys(`${prefix}rl:*`)).not.toEqual([]);
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
