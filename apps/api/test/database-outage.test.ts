import { createServer } from 'node:net';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type DatabaseHandle, openPostgres } from '../src/db/client';
import { testConfig, tokenFor } from './helpers/app';
import { openTestDatabase } from './helpers/database';
import { testDriver } from './helpers/driver';
import { FreezableProxy } from './helpers/freezable-proxy';
import { databaseNameOf, serverUrlWith } from './helpers/postgres-admin';

/** Short, so the file stays fast; production's defaults are 2 s, 5 s and 2 s (config.ts). */
const TIMEOUTS = { connectMs: 500, statementMs: 1000, checkoutMs: 500 };
const PUBLIC_LIST = '/api/new_lessons/?country=mx&ally_code=impulsa';

async function portWhereNothingListens(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

function expectUnavailable(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('2');
  expect(response.json()).toMatchObject({ error: 'database_unavailable' });
}

// Runs in both suites: it needs no server, only a port where none listens.
describe('the database refuses connections (nothing listens at its port)', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: DatabaseHandle;

  beforeAll(async () => {
    const port = await portWhereNothingListens();
    database = await openPostgres(`postgres://postgres@127.0.0.1:${port}/aula`, { poolSize: 2, timeouts: TIMEOUTS });
    app = await buildApp({ config: testConfig(), db: database.db });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers every request that needs it 503 database_unavailable with Retry-After, never 500', async () => {
    expectUnavailable(await app.inject({ method: 'GET', url: PUBLIC_LIST }));
    // Bad credentials cannot be told from good ones without the database: 503, not 400.
    const login = { email: DEMO_USERS[0].email, password: 'not-checked' };
    expectUnavailable(await app.inject({ method: 'POST', url: '/api/mx/login/', payload: login }));
    expectUnavailable(
      await app.inject({
        method: 'GET',
        url: '/api/personal_data/',
        headers: { authorization: 'Bearer a-well-formed-token-nobody-has-0123' },
      }),
    );
  });

  it('stays alive (/livez 200) and not ready (/readyz 503), naming what is down', async () => {
    const live = await app.inject({ method: 'GET', url: '/livez' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([
      503,
      {
        status: 'unavailable',
        database: 'unavailable',
        reason: 'database_unreachable',
        redis: 'not configured (process memory)',
      },
    ]);
  });
});

/** Milliseconds from now until `ok` holds of a call's answer, trying every 50 ms for at most `limitMs`. */
async function msUntil<T>(call: () => Promise<T>, ok: (answer: T) => boolean, limitMs = 10_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (ok(await call())) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Number.POSITIVE_INFINITY;
}

// A proxy in front of a real server: this file's second part runs in the suite's PostgreSQL run
// (scripts/test-both.mjs), which CI requires.
describe.runIf(testDriver === 'postgres')('the database behind a proxy that freezes, resets and stops', () => {
  const proxy = new FreezableProxy('127.0.0.1', Number(new URL(serverUrlWith({})).port || 5432));
  let owner: DatabaseHandle;
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let token: string;

  beforeAll(async () => {
    owner = await openTestDatabase();
    const port = await proxy.listen();
    const url = serverUrlWith({ database: await databaseNameOf(owner.db), port });
    database = await openPostgres(url, { poolSize: 4, timeouts: TIMEOUTS });
    // Every request looks its session up: each one needs the database.
    app = await buildApp({ config: testConfig({ SESSION_CACHE_SECONDS: '0' }), db: database.db });
    token = await tokenFor(app, DEMO_USERS[0]);
    expect((await app.inject({ method: 'GET', url: PUBLIC_LIST })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await proxy.close();
    await owner.close();
  });

  const personal = () =>
    app.inject({ method: 'GET', url: '/api/personal_data/', headers: { authorization: `Bearer ${token}` } });

  it('frozen: 503 with Retry-After within the timeouts, not a hang; cached public reads still answer', async () => {
    proxy.freeze();
    try {
      const started = Date.now();
      const frozen = await personal();
      const msTo503 = Date.now() - started;
      expectUnavailable(frozen);
      // The statement timeout (1 s here) plus the client's margin (0.5 s).
      expect(msTo503).toBeLessThan(3000);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: PUBLIC_LIST })).statusCode).toBe(200);
      console.info(`[database-outage] frozen database: 503 after ${msTo503} ms`);
    } finally {
      proxy.thaw();
    }
    const msToRecover = await msUntil(personal, (answer) => answer.statusCode === 200);
    console.info(`[database-outage] thawed: whole again after ${msToRecover} ms`);
    expect(msToRecover).toBeLessThan(2000);
  });

  it('a read whose connection is cut in flight is retried once on a fresh one: 200, not 503', async () => {
    proxy.freeze();
    const inFlight = personal();
    await new Promise((resolve) => setTimeout(resolve, 200));
    proxy.reset();
    proxy.thaw();
    expect((await inFlight).statusCode).toBe(200);
  });

  it('stopped: 503 at once; whole again within 2 s of its return, without a restart', async () => {
    proxy.stop();
    try {
      const started = Date.now();
      expectUnavailable(await personal());
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      proxy.start();
    }
    const msToRecover = await msUntil(personal, (answer) => answer.statusCode === 200);
    console.info(`[database-outage] restarted database: whole again after ${msToRecover} ms`);
    expect(msToRecover).toBeLessThan(2000);
  });
});
