// The API rows of `npm run bench` (bench/run.mjs calls runApiBench); also runs alone:
//   node bench/api.mjs
// Builds the API, measures a bare node:http hello-world, then the production server on the
// embedded database and, when one answers, on PostgreSQL: public GETs and the authenticated
// lesson read (autocannon, 50 connections), the mixed soak (100 connections, 70% reads, 30%
// writes) with the server's RSS, and the scale check on large tables. Prints one stable table.
//
// Environment: BENCH_SECONDS (each row, default 10), BENCH_SOAK_SECONDS (default 120),
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_SKIP_BUILD=1,
// BENCH_DATABASES=embedded,postgres (which to run), BENCH_PORT_BASE (default 3213), BENCH_SCALE=0
// (skip the scale check).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signInLearner } from './lib/api-learner.mjs';
import { formatTable, lessonRow, publicRow, scaleRows, soakRow } from './lib/api-rows.mjs';
import { BROWSER_HEADERS, measureHelloWorld, measureWarm } from './lib/load.mjs';
import { createBenchDatabase, postgresAnswers, serverUrl } from './lib/postgres.mjs';
import { buildApi, startApiServer } from './lib/processes.mjs';
import { PUBLIC_ROUTES } from './lib/public-reads.mjs';
import { runScaleCheck } from './lib/scale.mjs';
import { soak } from './lib/soak.mjs';

/** Every row for one database: the public GETs, the lesson read, the soak, then the scale check. */
async function benchDatabase({ database, env, port, workDir, hello, seconds, soakSeconds, log }) {
  const rows = [];
  log(`[bench api] ${database}: starting the production server on port ${port}`);
  let server = await startApiServer({ port, workDir, env });
  try {
    for (const [what, path] of PUBLIC_ROUTES) {
      const options = { url: `${server.url}${path}`, headers: BROWSER_HEADERS, seconds };
      rows.push(publicRow({ database, what, result: await measureWarm(options), hello }));
      log(`[bench api] ${database}: ${what} done`);
    }
    const learner = await signInLearner(server.url);
    const lessonId = learner.lessonIds[0];
    const lesson = {
      url: `${server.url}/api/lessons/${lessonId}/`,
      headers: { ...BROWSER_HEADERS, ...learner.auth },
      seconds,
    };
    rows.push(
      lessonRow({ database, what: 'authenticated GET /api/lessons/{id}/', result: await measureWarm(lesson), hello }),
    );
    log(`[bench api] ${database}: lesson read done; soak for ${soakSeconds} s`);
    const soaked = await soak({ baseUrl: server.url, learner, seconds: soakSeconds, rss: server.rss });
    rows.push(soakRow({ database, result: soaked, seconds: soakSeconds }));
    if (process.env.BENCH_SCALE === '0') return rows;
    log(`[bench api] ${database}: soak done; scale check`);
    await server.stop();
    const scale = await runScaleCheck({ database, env, workDir });
    server = await startApiServer({ port, workDir, env });
    const big = {
      url: `${server.url}/api/lessons/${scale.lessonId}/`,
      headers: { ...BROWSER_HEADERS, ...scale.auth },
      seconds,
    };
    rows.push(...scaleRows({ database, scale, result: await measureWarm(big), hello }));
  } finally {
    await server.stop();
  }
  return rows;
}

/** Runs the API bench and answers its rows; `log` receives progress lines. */
export async function runApiBench({ log = console.log, build = process.env.BENCH_SKIP_BUILD !== '1' } = {}) {
  const seconds = Number(process.env.BENCH_SECONDS || 10);
  const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS || 120);
  const portBase = Number(process.env.BENCH_PORT_BASE || 3213);
  const wanted = (process.env.BENCH_DATABASES || 'embedded,postgres').split(',');
  if (build) buildApi(log);

  const hello = await measureHelloWorld({ port: portBase, seconds });
  log(`[bench api] node:http hello-world: ${Math.round(hello.rps)} req/s`);
  const rows = [
    {
      database: '-',
      what: 'node:http hello-world (baseline)',
      rps: hello.rps,
      p99: hello.p99,
      ratio: 1,
      target: '',
      ok: true,
    },
  ];

  const common = { hello, seconds, soakSeconds, log };
  if (wanted.includes('embedded')) {
    const workDir = mkdtempSync(join(tmpdir(), 'apiperf-embedded-'));
    try {
      rows.push(...(await benchDatabase({ ...common, database: 'embedded', env: {}, port: portBase + 1, workDir })));
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  }
  if (wanted.includes('postgres')) {
    const answer = await postgresAnswers();
    if (answer !== true) {
      log(
        `[bench api] PostgreSQL rows SKIPPED: ${serverUrl.replace(/\/\/[^@/]*@/, '//***@')} does not answer (${answer})`,
      );
    } else {
      const db = await createBenchDatabase();
      const workDir = mkdtempSync(join(tmpdir(), 'apiperf-postgres-'));
      try {
        const env = { DATABASE_URL: db.url };
        rows.push(...(await benchDatabase({ ...common, database: 'postgres', env, port: portBase + 2, workDir })));
      } finally {
        await db.drop();
        rmSync(workDir, { recursive: true, force: true });
      }
    }
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await runApiBench({ log: (line) => console.error(line) });
  console.log(formatTable(rows));
  process.exitCode = rows.every((row) => row.ok) ? 0 : 1;
}
