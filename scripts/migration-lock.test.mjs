// The migration step (`apps/api/src/migrate.ts`, what `npm run cluster` and the Dockerfile's
// compose service run) started twice at once on one PostgreSQL database: the second waits on the
// advisory lock while the first migrates, both succeed, and each migration is applied once. The
// test holds the lock itself first, so both are seen waiting before either may begin. Skipped only
// when no PostgreSQL answers outside CI (TEST_DATABASE_URL's server, as the API suite's).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { pg, splitDatabaseUrl } from './lib/cluster-database.mjs';
import { root } from './lib/pnpm.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const { serverUrl } = splitDatabaseUrl(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
const scratchName = `aula_migration_lock_${process.pid}`;
const scratchUrl = Object.assign(new URL(serverUrl), { pathname: `/${scratchName}` }).toString();
const lockId = Number(
  readFileSync(join(root, 'apps', 'api', 'src', 'db', 'client.ts'), 'utf8')
    .match(/MIGRATION_LOCK_ID = ([\d_]+)/)?.[1]
    .replaceAll('_', ''),
);
const journal = JSON.parse(readFileSync(join(root, 'apps', 'api', 'drizzle', 'meta', '_journal.json'), 'utf8'));

async function reachable() {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const noServer = !(await reachable());

function migrate(dataDir) {
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['apps/api/src/migrate.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: scratchUrl, SEED_DEMO: 'false', NODE_ENV: 'test', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

async function waitFor(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('two migration steps at once: one waits on the advisory lock, both succeed, each migration applied once', {
  skip: noServer && !ci ? `no PostgreSQL at ${serverUrl}` : false,
  timeout: 120_000,
}, async () => {
  assert.ok(!noServer, `CI=true needs PostgreSQL at ${serverUrl}`);
  assert.ok(Number.isInteger(lockId) && lockId > 0, 'MIGRATION_LOCK_ID not found in apps/api/src/db/client.ts');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${scratchName}`);
  await admin.query(`create database ${scratchName}`);
  const holder = new pg.Client({ connectionString: scratchUrl });
  const dataDir = mkdtempSync(join(tmpdir(), 'aula-migration-lock-'));
  try {
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [lockId]);
    const runs = [migrate(dataDir), migrate(dataDir)];
    const waiting = async () =>
      Number(
        (
          await holder.query(
            `select count(*) from pg_locks l join pg_database d on d.oid = l.database
               where l.locktype = 'advisory' and not l.granted and d.datname = $1 and l.objid = $2`,
            [scratchName, lockId],
          )
        ).rows[0].count,
      );
    await waitFor('both migration steps waiting on the lock', async () => (await waiting()) === 2, 60_000);
    const early = await holder.query(`select to_regclass('drizzle.__drizzle_migrations') as found`);
    assert.equal(early.rows[0].found, null, 'a migration ran while the lock was held');

    await holder.query('select pg_advisory_unlock($1)', [lockId]);
    const results = await Promise.all(runs);
    for (const { code, output } of results) {
      assert.equal(code, 0, output);
      assert.match(output, /\[aula migrate\] postgres database migrated/);
    }
    const applied = await holder.query('select count(*)::int as count from drizzle.__drizzle_migrations');
    assert.equal(applied.rows[0].count, journal.entries.length, 'each migration recorded once');
    const users = await holder.query(`select to_regclass('public.users') as found`);
    assert.equal(users.rows[0].found, 'users');
  } finally {
    await holder.end().catch(() => {});
    await admin.query(`drop database if exists ${scratchName} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
