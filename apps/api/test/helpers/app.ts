import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, type DemoUser } from '@aula/demo-content/demo-users';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { type Env, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import type { PortOverrides } from '../../src/plugins/account-ports';
import { openTestDatabase, type TestDatabaseOptions } from './database';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

export interface TestContext {
  app: TestApp;
  db: Database;
  close(): Promise<void>;
}

// This run's own keys in a shared Redis: the PGlite and PostgreSQL passes run at the same time
// (scripts/test-both.mjs), and one pass's cache flush or counters must not reach the other's. Every
// instance of one test process shares it, as two processes of one deployment would.
const RUN_REDIS_PREFIX = `aula:t-${randomBytes(4).toString('hex')}:`;

/** A config for tests: quiet logs and, unless a test gives one, a web build folder that does not exist. */
export function testConfig(env: Env = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(mkdtempSync(join(tmpdir(), 'aula-no-web-')), 'dist'),
    SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
    // Every injected request comes from one address: the message caps are tested where they are set
    // (message-caps.test.ts), not hit by chance by a file that sends many codes.
    MESSAGES_PER_ADDRESS_HOUR: '100000',
    MESSAGES_PER_ALLY_HOUR: '100000',
    MESSAGES_PER_ALLY_DAY: '100000',
    REDIS_PREFIX: RUN_REDIS_PREFIX,
    ...env,
  });
}

/** The app on its own fresh database, migrated and seeded with the demo content. */
export async function createTestApp(
  env: Env = {},
  ports?: PortOverrides,
  databaseOptions?: TestDatabaseOptions,
): Promise<TestContext> {
  const database = await openTestDatabase(databaseOptions);
  const app = await buildApp({ config: testConfig(env), db: database.db, ports });
  await app.ready();
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The test file's app, built on its own fresh database (migrated and seeded) before the file's
 * tests and closed after them. Call it at the top of a file or `describe`; the returned context is
 * filled in once `beforeAll` has run, so read `ctx.app` and `ctx.db` inside tests and hooks.
 */
export function useTestApp(env: Env = {}, ports?: PortOverrides, databaseOptions?: TestDatabaseOptions): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp(env, ports, databaseOptions));
  }, 30_000);
  afterAll(async () => {
    await ctx.close?.();
  });
  return ctx;
}

/** Signs a demo learner in by email and returns the bearer token. */
export async function tokenFor(app: TestApp, user: DemoUser): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/mx/login/',
    payload: { email: user.email, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json().token;
}
