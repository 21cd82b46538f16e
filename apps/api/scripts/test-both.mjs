// `pnpm --filter @aula/api test`: the suite on the embedded database (PGlite) and, at the same time,
// on a real PostgreSQL server when one answers at TEST_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test). Without a server that run is skipped with a note, except
// under CI=true, where it fails. Extra arguments go to vitest (e.g. a file filter) and run on both.
//
// With a server, the API's files run whole there, and on PGlite only the files where the driver
// shows (ENGINE_FILES): PGlite is PostgreSQL itself compiled to WebAssembly, so the same SQL answers
// the same; what differs is the way in (one connection in its own thread instead of a pool), which
// matters to transactions, concurrent writes, the queue's row locks and the seed. The end-to-end
// suite runs the whole product on PGlite besides. Without a server, everything runs on PGlite.
// AULA_TEST_BOTH=all runs every file on both.
//
// At the same time, not one after the other: the PGlite run keeps both cores busy in its own
// process, the PostgreSQL run mostly waits on the server, so together they took 260-300 s where one
// after the other took 403 s (236 + 167 in CI). The PGlite run's output streams; the PostgreSQL
// run's is printed whole when it ends, so neither's lines are cut into the other's.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const apiDir = dirname(dirname(fileURLToPath(import.meta.url)));
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const ci = process.env.CI === 'true' || process.env.CI === '1';
const shown = url.replace(/\/\/[^@/]*@/, '//***@');

/** Runs the suite on one database; `quiet` keeps its output and prints it whole at the end. */
function runSuite(label, env, { files = [], quiet = false, workers } = {}) {
  const started = Date.now();
  const filters = process.argv.length > 2 ? process.argv.slice(2) : files;
  const options = workers ? [`--maxWorkers=${workers}`] : [];
  const child = spawn(process.execPath, [vitest, 'run', ...options, ...filters], {
    cwd: apiDir,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  const said = [];
  if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => said.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (quiet) {
        console.log(`\n[api test] ${label}, as it ran:`);
        process.stdout.write(Buffer.concat(said));
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`[api test] ${label}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
      resolve(status === 0);
    });
  });
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

/** The files whose outcome depends on how the database is reached (see the head of this file). */
const ENGINE_FILES = [
  'src/',
  'test/seed.test.ts',
  'test/schema-relations.test.ts',
  'test/idempotent-writes.test.ts',
  'test/reset-consumption.test.ts',
  'test/webinar-codes.test.ts',
  'test/login-burst.test.ts',
  'test/mixed-load.test.ts',
  'test/export-concurrency.test.ts',
  'test/database-refusals.test.ts',
  'test/insight-rollups.test.ts',
  'test/lesson-views.test.ts',
  'test/part-completion.test.ts',
  'test/reminders-delivery.test.ts',
  'test/reminders-two-processes.test.ts',
  'test/account-register.test.ts',
  'test/page-forms.test.ts',
  'test/knowledge-checks.test.ts',
  'test/certificates.test.ts',
];

const answer = await reachable();
const both = process.env.AULA_TEST_BOTH === 'all';
const runs = [
  runSuite('PGlite (embedded)', { AULA_TEST_DB: 'pglite' }, { files: answer === true && !both ? ENGINE_FILES : [] }),
];
if (answer === true) {
  // The files under src/ are unit tests of the code itself (the embedded database's thread among
  // them): they read no test database, so they run once, with the PGlite suite.
  const postgres = { AULA_TEST_DB: 'postgres', TEST_DATABASE_URL: url };
  // Two files at a time: each waits on the server most of its time (vitest's one worker on two
  // cores used 39% of a core; the run took 149 s alone, 63 s with three). Three, beside the other
  // packages' tests in `npm test`, loaded the machine until their timing-bound tests failed.
  runs.push(runSuite(`PostgreSQL (${shown})`, postgres, { files: ['test/'], quiet: true, workers: 2 }));
}
const passed = (await Promise.all(runs)).every(Boolean);
if (!passed) process.exit(1);
if (answer !== true) {
  const note = `PostgreSQL at ${shown} is not reachable (${answer})`;
  if (ci) {
    console.error(`[api test] FAILED: ${note}; CI=true requires the PostgreSQL run.`);
    process.exit(1);
  }
  console.warn(`[api test] SKIPPED the PostgreSQL run: ${note}. Set TEST_DATABASE_URL to run it.`);
}
