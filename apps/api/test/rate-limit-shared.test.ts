import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { testConfig } from './helpers/app';
import { openTestDatabase } from './helpers/database';
import { redisReachable, testRedisUrl } from './helpers/redis';

const redisUrl = testRedisUrl;
const reachable = await redisReachable('the shared rate-limit test');

describe.skipIf(!reachable)('rate limits shared by two API instances through Redis', () => {
  let database: DatabaseHandle;
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 30_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  const instance = async (env: Record<string, string>) => {
    const app = await buildApp({ config: testConfig(env), db: database.db });
    await app.ready();
    apps.push(app);
    return app;
  };
  const sendCode = (app: Awaited<ReturnType<typeof buildApp>>, phone: string) =>
    app.inject({
      method: 'POST',
      url: '/api/wa_verification_code/',
      payload: { phone_number: phone, code: '52', method: 'whatsapp' },
    });

  it('a code sent through one instance blocks a resend through the other (429 with retry_after)', async () => {
    const [one, two] = [await instance({ REDIS_URL: redisUrl }), await instance({ REDIS_URL: redisUrl })];
    const phone = `+52199${randomInt(10_000_000, 99_999_999)}`;
    expect((await sendCode(one, phone)).statusCode).toBe(200);
    const blocked = await sendCode(two, phone);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 'rate_limited', retry_after: expect.any(Number) });
    expect(blocked.json().retry_after).toBeGreaterThan(50);
  });

  it('failed sign-ins on one instance count on the other', { timeout: 60_000 }, async () => {
    const [one, two] = [await instance({ REDIS_URL: redisUrl }), await instance({ REDIS_URL: redisUrl })];
    const payload = { email: `nadie-${randomInt(1e9)}@example.com`, password: 'mala' };
    // Redis outlives the run: an address of this run's own keeps earlier runs' failures out.
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const login = (app: typeof one) => app.inject({ method: 'POST', url: '/api/mx/login/', payload, remoteAddress });
    // 5 attempts are free, the 5th starts a 2 s back-off that both instances honour.
    for (let i = 0; i < 5; i += 1) expect((await login(i % 2 ? one : two)).statusCode).toBe(400);
    expect((await login(one)).statusCode).toBe(429);
    expect((await login(two)).statusCode).toBe(429);
  });

  it('without REDIS_URL each instance counts alone (the control)', async () => {
    const [one, two] = [await instance({}), await instance({})];
    const phone = `+52199${randomInt(10_000_000, 99_999_999)}`;
    expect((await sendCode(one, phone)).statusCode).toBe(200);
    expect((await sendCode(two, phone)).statusCode).toBe(200);
  });
});

describe('an unreachable Redis', () => {
  it('does not stop the API: limits are counted in this process (logged once) until Redis is back', {
    timeout: 30_000,
  }, async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig({ REDIS_URL: 'redis://127.0.0.1:1' }), db: database.db });
    try {
      await app.ready();
      const response = await app.inject({
        method: 'POST',
        url: '/api/wa_verification_code/',
        payload: { phone_number: '+525551234567', code: '52', method: 'whatsapp' },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
