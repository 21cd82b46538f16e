// `pnpm --filter @aula/api test`: the suite on the embedded database (PGlite), then again on a real
// PostgreSQL server when one answers at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
// Without a server the second run is skipped with a note, except under CI=true, where it fails.
// Extra arguments go to vitest (e.g. a file filter).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const apiDir = dirname(dirname(fileURLToPath(import.meta.url)));
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const ci = process.env.CI === 'true' || process.env.CI === '1';
const shown = url.replace(/\/\/[^@/]*@/, '//***@');

function runSuite(label, env, files = []) {
  console.log(`\n[api test] ${label}`);
  const started = Date.now();
  const filters = process.argv.length > 2 ? process.argv.slice(2) : files;
  const result = spawnSync(process.execPath, [vitest, 'run', ...filters], {
    cwd: apiDir,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(
    `[api test] ${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function reachable() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

runSuite('PGlite (embedded)', { AULA_TEST_DB: 'pglite' });
const answer = await reachable();
if (answer !== true) {
  const note = `PostgreSQL at ${shown} is not reachable (${answer})`;
  if (ci) {
    console.error(`[api test] FAILED: ${note}; CI=true requires the PostgreSQL run.`);
    process.exit(1);
  }
  console.warn(`[api test] SKIPPED the PostgreSQL run: ${note}. Set TEST_DATABASE_URL to run it.`);
  process.exit(0);
}
// The files under src/ are unit tests of the code itself (the embedded database's thread among
// them): they read no test database, so they run once, with the first suite.
runSuite(`PostgreSQL (${shown})`, { AULA_TEST_DB: 'postgres', TEST_DATABASE_URL: url }, ['test/']);
