import { DEMO_PASSWORD, DEMO_USERS } from '@aula/demo-content/demo-users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { authTokens, countries } from '../src/db/schema';
import { sha256Hex } from '../src/lib/secrets';
import { testConfig } from './helpers/app';
import { openTestDatabase } from './helpers/database';
import { redisReachable, testRedisUrl } from './helpers/redis';

const redisUrl = testRedisUrl;
const reachable = await redisReachable('the shared cache test');

type App = Awaited<ReturnType<typeof buildApp>>;

/** Polls until `check` holds: another process hears of a change a moment after it is published. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 3000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

describe.skipIf(!reachable)('two API processes sharing Redis', () => {
  let database: DatabaseHandle;
  let one: App;
  let two: App;
  beforeAll(async () => {
    database = await openTestDatabase();
    const start = async () => {
      const app = await buildApp({ config: testConfig({ REDIS_URL: redisUrl }), db: database.db });
      await app.ready();
      return app;
    };
    [one, two] = [await start(), await start()];
    // Answers another run left in this Redis were made from another database.
    await one.invalidatePublic();
  }, 30_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.close();
  });

  it('a sign-out through one process ends the session in the other, which had it cached', async () => {
    const login = await one.inject({
      method: 'POST',
      url: '/api/mx/login/',
      payload: { email: DEMO_USERS[0].email, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const favorites = (app: App) => app.inject({ method: 'GET', url: '/api/favorites/', headers });
    expect((await favorites(two)).statusCode).toBe(200);
    expect((await favorites(one)).statusCode).toBe(200);
    expect((await one.inject({ method: 'POST', url: '/api/logout/', headers })).statusCode).toBe(200);
    expect((await favorites(one)).statusCode).toBe(401);
    expect(await eventually(async () => (await favorites(two)).statusCode === 401)).toBe(true);
  });

  it('the other process was serving the session from memory until it heard of the change', async () => {
    const login = await one.inject({
      method: 'POST',
      url: '/api/mx/login/',
      payload: { email: DEMO_USERS[0].email, password: DEMO_PASSWORD },
    });
    const { token, user } = login.json();
    const headers = { authorization: `Bearer ${token}` };
    const favorites = () => two.inject({ method: 'GET', url: '/api/favorites/', headers });
    expect((await favorites()).statusCode).toBe(200);
    await database.db.delete(authTokens).where(eq(authTokens.tokenHash, sha256Hex(token)));
    expect((await favorites()).statusCode).toBe(200);
    await one.sessions.changed(user.id);
    expect(await eventually(async () => (await favorites()).statusCode === 401)).toBe(true);
  });

  it('shares public answers, and an invalidation in one process reaches the other', async () => {
    const url = '/api/catalogs/countries/';
    const first = await one.inject({ method: 'GET', url });
    await database.db.update(countries).set({ name: 'México compartido' }).where(eq(countries.code, 'mx'));
    // Stored by the first process, served by the second: still the answer before the change.
    expect((await two.inject({ method: 'GET', url })).body).toBe(first.body);
    await one.invalidatePublic(['catalogs']);
    expect((await two.inject({ method: 'GET', url })).body).toContain('México compartido');
    await database.db.update(countries).set({ name: 'México' }).where(eq(countries.code, 'mx'));
    await one.invalidatePublic(['catalogs']);
  });
});

describe('an unreachable Redis for the caches', () => {
  it('does not stop the API: public answers, sign-in, reads and sign-out still work', { timeout: 30_000 }, async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig({ REDIS_URL: 'redis://127.0.0.1:1' }), db: database.db });
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/api/catalogs/countries/' })).statusCode).toBe(200);
      const login = await app.inject({
        method: 'POST',
        url: '/api/mx/login/',
        payload: { email: DEMO_USERS[0].email, password: DEMO_PASSWORD },
      });
      const headers = { authorization: `Bearer ${login.json().token}` };
      expect((await app.inject({ method: 'GET', url: '/api/favorites/', headers })).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/api/logout/', headers })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/favorites/', headers })).statusCode).toBe(401);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
