import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD, DEMO_USERS } from '@aula/demo-content/demo-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Env } from '../src/config';
import { type TestApp, testConfig } from './helpers/app';
import { openTestDatabase } from './helpers/database';

// Issue 38: behind a TLS proxy the API sees plain http, so production cookies lacked Secure unless
// TRUST_PROXY was set (row 4); the /dev/* routes answered 400 with their schema in production (row 10).
const PRODUCTION = { NODE_ENV: 'production', SECRET_KEY: randomBytes(32).toString('base64'), LOG_LEVEL: 'warn' };

let database: Awaited<ReturnType<typeof openTestDatabase>>;
const apps: TestApp[] = [];
const logLines: string[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
}, 30_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

async function appWith(env: Env) {
  const app = await buildApp({
    config: testConfig(env),
    db: database.db,
    logStream: { write: (line) => void logLines.push(line) },
  });
  await app.ready();
  apps.push(app);
  return app;
}

/** A sign-in over plain http: the cookies it sets, by name. */
async function signInCookies(app: TestApp) {
  const learner = DEMO_USERS[0];
  const answer = await app.inject({
    method: 'POST',
    url: '/api/mx/login/',
    payload: { email: learner?.email, password: DEMO_PASSWORD },
  });
  expect(answer.statusCode).toBe(200);
  const cookies = [answer.headers['set-cookie'] ?? []].flat();
  return Object.fromEntries(cookies.map((cookie) => [cookie.split('=')[0], cookie]));
}

describe('production over plain http', () => {
  it('sets Secure on the session, device and anti-forgery cookies of a sign-in that came over http', async () => {
    const cookies = await signInCookies(await appWith(PRODUCTION));
    const names = [`token.${DEMO_USERS[0]?.allyCode}`, 'aula_device', 'csrftoken'];
    for (const name of names) expect(cookies[name], name).toMatch(/; Secure/);
    // Outside production a cookie over http stays without Secure (curl and tests over http).
    const development = await signInCookies(await appWith({ NODE_ENV: 'development' }));
    for (const name of names) expect(development[name], name).not.toMatch(/; Secure/);
  });

  it('says at start, in a log line, that sign-in needs https when no proxy is trusted', async () => {
    const app = await appWith(PRODUCTION);
    await app.listen({ port: 0, host: '127.0.0.1' });
    expect(logLines.join('\n')).toMatch(/NODE_ENV=production: .*cookies are Secure, so sign-in needs https/);
  });

  it('answers 404 on /dev/* before reading the body: a bad body, broken JSON, a valid one, any method', async () => {
    const app = await appWith(PRODUCTION);
    const tries = [
      { method: 'POST', url: '/dev/return-links/', payload: { email: 'not-an-email', extra: 1 } },
      {
        method: 'POST',
        url: '/dev/return-links/',
        payload: '{"email":',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST',
        url: '/dev/return-links/',
        payload: { email: DEMO_USERS[0]?.email, path: '/mx/impulsa/seccion' },
      },
      { method: 'POST', url: '/dev/reminders/run/', payload: { now: 'yesterday' } },
      { method: 'GET', url: '/dev/outbox/?to=%2B52' },
      { method: 'GET', url: '/dev' },
    ] as const;
    for (const request of tries) {
      const answer = await app.inject(request);
      expect(answer.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(answer.json()).toMatchObject({ error: 'not_found' });
    }
  });
});
