import { randomBytes } from 'node:crypto';
import { DEMO_USERS } from '@aula/demo-content/demo-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type DatabaseHandle, openPostgres } from '../src/db/client';
import { testConfig } from './helpers/app';
import { testDriver, testServerUrl } from './helpers/driver';
import { onTestServer, serverUrlWith } from './helpers/postgres-admin';

// A database server that answers but will not serve us: the database takes no connections
// (ALTER DATABASE ... ALLOW_CONNECTIONS false, SQLSTATE 55000), does not exist (3D000), or refuses
// the user (28000). Each was a 500; each is now a 503 with Retry-After, and /readyz names which one
// without the address, the database's name or the user. A real server is needed, so this file runs
// in the suite's PostgreSQL run (scripts/test-both.mjs), which CI requires.

const TIMEOUTS = { connectMs: 1000, statementMs: 1000, checkoutMs: 1000 };
const PUBLIC_LIST = '/api/new_lessons/?country=mx&ally_code=impulsa';

/** An app whose database is at `url`, built without asking the database anything. */
async function appOn(url: string) {
  const database = await openPostgres(url, { poolSize: 2, timeouts: TIMEOUTS });
  const app = await buildApp({ config: testConfig(), db: database.db });
  return { app, database };
}

describe.runIf(testDriver === 'postgres')('a database server that will not serve us', () => {
  const name = `aula_t_${randomBytes(6).toString('hex')}`;
  const missing = `aula_t_missing_${randomBytes(6).toString('hex')}`;
  const stranger = `aula_nobody_${randomBytes(4).toString('hex')}`;
  const opened: { app: Awaited<ReturnType<typeof buildApp>>; database: DatabaseHandle }[] = [];
  const open = async (url: string) => {
    const handle = await appOn(url);
    opened.push(handle);
    return handle.app;
  };

  beforeAll(async () => {
    await onTestServer(`create database ${name}`);
    await onTestServer(`alter database ${name} allow_connections false`);
  });
  afterAll(async () => {
    for (const { app, database } of opened) {
      await app.close();
      await database.close();
    }
    await onTestServer(`drop database if exists ${name} with (force)`);
  });

  async function expectRefused(app: Awaited<ReturnType<typeof buildApp>>, reason: string, secrets: string[]) {
    const list = await app.inject({ method: 'GET', url: PUBLIC_LIST });
    const login = await app.inject({
      method: 'POST',
      url: '/api/mx/login/',
      payload: { email: DEMO_USERS[0].email, password: 'not-checked' },
    });
    for (const response of [list, login]) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json()).toMatchObject({ error: 'database_unavailable' });
    }
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([
      503,
      { status: 'unavailable', database: 'unavailable', reason, redis: 'not configured (process memory)' },
    ]);
    for (const secret of secrets) expect(`${list.body}${login.body}${ready.body}`).not.toContain(secret);
  }

  it('a database that takes no connections (ALLOW_CONNECTIONS false, 55000): 503, readyz database_refuses_connections', async () => {
    const app = await open(serverUrlWith({ database: name }));
    await expectRefused(app, 'database_refuses_connections', [name]);
  });

  it('a database that does not exist (3D000): 503, readyz database_missing', async () => {
    const app = await open(serverUrlWith({ database: missing }));
    await expectRefused(app, 'database_missing', [missing]);
  });

  it('a user the server does not know (28000): 503, readyz database_refuses_credentials', async () => {
    const url = new URL(testServerUrl);
    url.username = stranger;
    url.password = 'not-the-password';
    const app = await open(url.toString());
    await expectRefused(app, 'database_refuses_credentials', [stranger, 'not-the-password']);
  });

  it('serves again once the database takes connections, without a restart', async () => {
    const app = await open(serverUrlWith({ database: name }));
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    await onTestServer(`alter database ${name} allow_connections true`);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json().status]).toEqual([200, 'ok']);
  });
});
