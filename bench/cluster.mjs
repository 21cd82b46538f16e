// `npm run bench:cluster`: the figures of issue 27 on `npm run cluster` itself (nginx in front of
// N API processes on PostgreSQL and Redis). Prints one table, each row with its target and
// yes/no; nothing is asserted (the exit code is 1 when a row misses its target).
//   1. 1 vs 2 processes behind nginx: a public read and the authenticated lesson read (autocannon).
//   2. The 70/30 soak through nginx (every write acknowledged and looked up afterwards), RSS per process.
//   3. PostgreSQL restarted under that load: each status, 5xx other than 503, writes lost, recovery.
//   4. A rolling restart under that load (`kill -HUP` to npm run cluster: a new process beside
//      each old one, the old one drained and stopped): each status, connections reset, writes lost.
//
// BENCH_ROWS picks rows (comma-separated: reads, soak, pg, roll; default all of them), e.g.
// `BENCH_ROWS=roll BENCH_SKIP_BUILD=1 npm run bench:cluster` for the rolling restart alone.
// Environment: BENCH_SECONDS (rows of 1, default 20), BENCH_SOAK_SECONDS (default 600),
// BENCH_PG=private (default: a PostgreSQL of the bench's own on BENCH_PG_PORT, default 5544, made
// with initdb in $TMPDIR/aula-bench-pg-<port>, which it stops and starts; any other value uses
// BENCH_DATABASE_URL's server and skips the restart row), BENCH_PG_DOWN_SECONDS (default 5),
// BENCH_CLUSTER_PORT (nginx, default 3500; the processes take the ports after it), REDIS_URL
// (default redis://127.0.0.1:6379, with a prefix of the run's own), BENCH_SKIP_BUILD=1 (reuse apps/*/dist).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabase } from '../scripts/lib/cluster-database.mjs';
import { countLostWrites } from './lib/acknowledged-writes.mjs';
import { signInLearner } from './lib/api-learner.mjs';
import { formatTable } from './lib/api-rows.mjs';
import { startCluster } from './lib/cluster-run.mjs';
import { failures, formatStatuses, startLoad } from './lib/counted-load.mjs';
import { BROWSER_HEADERS, measure, warmUp } from './lib/load.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { privatePostgres } from './lib/private-postgres.mjs';
import { rssMb } from './lib/processes.mjs';

const seconds = Number(process.env.BENCH_SECONDS || 20);
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS || 600);
const downSeconds = Number(process.env.BENCH_PG_DOWN_SECONDS || 5);
const port = Number(process.env.BENCH_CLUSTER_PORT || 3500);
const pgPort = Number(process.env.BENCH_PG_PORT || 5544);
const privatePg = (process.env.BENCH_PG || 'private') === 'private';
const build = process.env.BENCH_SKIP_BUILD !== '1';
const ROWS = ['reads', 'soak', 'pg', 'roll'];
const picked = new Set((process.env.BENCH_ROWS || ROWS.join(',')).split(',').map((name) => name.trim()));
for (const name of picked) {
  if (!ROWS.includes(name)) throw new Error(`BENCH_ROWS: no row ${JSON.stringify(name)} (rows: ${ROWS.join(', ')})`);
}
const CONNECTIONS = 100;
/** RSS is flat when the last sample is within this share above the middle one. */
const RSS_FLAT_SHARE = 0.15;
const RECOVERY_TARGET_MS = 2000;

const log = (line) => console.error(`[bench cluster] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const int = (value) => Math.round(value).toLocaleString('en-US');
const rows = [];
const row = (database, what, measured, target, ok) => {
  rows.push({ database, what, measured, target, ok });
  log(`${what}: ${measured} (${ok ? 'yes' : 'NO'})`);
};

const workDir = mkdtempSync(join(tmpdir(), 'aula-bench-cluster-'));
const logFile = join(workDir, 'cluster.log');
let database;
let pg;
if (privatePg) {
  pg = privatePostgres({ port: pgPort });
  log(`starting the bench's own PostgreSQL on 127.0.0.1:${pgPort} (${pg.dir}, log ${pg.logFile})`);
  await pg.start();
  const url = pg.url(`aula_bench_cluster_${randomBytes(4).toString('hex')}`);
  await ensureDatabase(url);
  database = { url, drop: async () => {} };
} else {
  database = await createBenchDatabase();
}
const env = {
  ...process.env,
  DATABASE_URL: database.url,
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  // Its own deployment on a shared Redis: hears no one else's events, and no one hears its own.
  REDIS_PREFIX: `bench-cluster-${randomBytes(4).toString('hex')}:`,
  DATA_DIR: join(workDir, 'data'),
  SECRET_KEY: 'bench-secret-key-bench-secret-key-0123456789',
  LOG_LEVEL: 'warn',
};

async function readRows(cluster, processes) {
  const label = `${processes} process${processes > 1 ? 'es' : ''}`;
  const figures = {};
  const learner = await signInLearner(cluster.url);
  const reads = [
    [
      'public GET /api/catalogs/countries/',
      { url: `${cluster.url}/api/catalogs/countries/`, headers: BROWSER_HEADERS },
    ],
    [
      'authenticated GET /api/lessons/{id}/',
      { url: `${cluster.url}/api/lessons/${learner.lessonIds[0]}/`, headers: { ...BROWSER_HEADERS, ...learner.auth } },
    ],
  ];
  for (const [what, options] of reads) {
    await warmUp({ ...options, connections: 50 });
    const result = await measure({ ...options, connections: 50, seconds });
    figures[what] = result;
    row(
      label,
      `${what} through nginx, 50 connections, ${seconds} s`,
      `${int(result.rps)} req/s, p99 ${result.p99} ms, ${result.errors} errors${result.errors ? ` (${result.detail.errors} connection errors of which ${result.detail.timeouts} timeouts; ${result.detail.non2xx} non-2xx: ${formatStatuses(Object.fromEntries(Object.entries(result.detail.statusCodes).map(([code, { count }]) => [code, count])))})` : ''}`,
      '0 errors (figures for sizing)',
      result.errors === 0,
    );
  }
  return { figures, learner };
}

let cluster;
let exitCode = 0;
try {
  let one;
  if (picked.has('reads')) {
    log(`1 process behind nginx on :${port} (cluster log ${logFile})`);
    cluster = await startCluster({ processes: 1, port, env, logFile, build });
    one = await readRows(cluster, 1);
    await cluster.stop();
  }

  log(`2 processes behind nginx on :${port} (cluster log ${logFile})`);
  cluster = await startCluster({ processes: 2, port, env, logFile, build: build && !one });
  const two = one ? await readRows(cluster, 2) : { figures: {}, learner: await signInLearner(cluster.url) };
  for (const what of Object.keys(two.figures)) {
    const ratio = two.figures[what].rps / one.figures[what].rps;
    row(
      '2 vs 1',
      `${what}: 2 processes / 1 process`,
      `x${ratio.toFixed(2)} req/s (${int(one.figures[what].rps)} -> ${int(two.figures[what].rps)})`,
      '> x1 (load generator and nginx share the same 2 cores)',
      ratio > 1,
    );
  }
  const { learner } = two;

  // 2. The soak, RSS per process sampled every second after a warm-up.
  if (picked.has('soak')) {
    log(`soak: ${CONNECTIONS} connections, 70/30, ${soakSeconds} s`);
    const warm = startLoad({ baseUrl: cluster.url, learner, connections: CONNECTIONS, label: 'warm' });
    await sleep(5000);
    await warm.stop();
    const samples = new Map(cluster.apiPorts.map((apiPort) => [apiPort, []]));
    const pids = new Map(cluster.apiPorts.map((apiPort) => [apiPort, cluster.pidOn(apiPort)]));
    const sample = () => {
      for (const [apiPort, list] of samples) list.push(rssMb(pids.get(apiPort)));
    };
    sample();
    const soakLoad = startLoad({ baseUrl: cluster.url, learner, connections: CONNECTIONS, label: 'soak' });
    const timer = setInterval(sample, 1000);
    await sleep(soakSeconds * 1000);
    clearInterval(timer);
    sample();
    const soaked = await soakLoad.stop();
    const soakFailed = failures(soaked);
    const soakLost = await countLostWrites(database.url, soaked.acknowledged);
    row(
      '2 procs',
      `soak through nginx: ${CONNECTIONS} connections, 70% reads / 30% writes, ${soakSeconds} s`,
      `${int(soaked.total)} requests, ${int(soaked.rps)} req/s, p99 ${soaked.p99} ms; ${formatStatuses(soaked.statuses)}; ${soakFailed.connection} connection errors; ${int(soaked.acknowledged.length)} writes acknowledged, ${soakLost} lost`,
      '0 5xx, 0 connection errors, 0 acknowledged writes lost',
      soakFailed.fiveXx === 0 && soakFailed.connection === 0 && soakLost === 0,
    );
    for (const [apiPort, list] of samples) {
      const [first, middle, last] = [list[1] ?? list[0], list[Math.floor(list.length / 2)], list.at(-1)];
      row(
        '2 procs',
        `soak: RSS of the process on :${apiPort} (first / middle / last)`,
        `${int(first)} / ${int(middle)} / ${int(last)} MB (max ${int(Math.max(...list))})`,
        `flat: last <= middle + ${RSS_FLAT_SHARE * 100}%`,
        last <= middle * (1 + RSS_FLAT_SHARE),
      );
    }
  }

  // 3. PostgreSQL restarted under the same load; a probe write every 50 ms times the recovery.
  if (!picked.has('pg')) {
    log('PostgreSQL restart not picked (BENCH_ROWS)');
  } else if (!pg) {
    log('PostgreSQL restart SKIPPED: BENCH_PG is not private (the bench restarts only its own server)');
  } else {
    log(`PostgreSQL restart under load: down ${downSeconds} s`);
    const load = startLoad({ baseUrl: cluster.url, learner, connections: CONNECTIONS, label: 'pg' });
    await sleep(5000);
    await pg.stop();
    const stoppedAt = Date.now();
    await sleep(downSeconds * 1000);
    await pg.start();
    const backAt = Date.now();
    const probeKeys = [];
    let recoveredAt;
    for (let attempt = 0; !recoveredAt && Date.now() - backAt < 30_000; attempt++) {
      const key = `bench-probe-${backAt}-${attempt}`;
      const response = await fetch(`${cluster.url}/api/lessons/${learner.lessonIds[0]}/set_rating/`, {
        method: 'POST',
        headers: { ...learner.auth, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ rating: 5 }),
        signal: AbortSignal.timeout(5000),
      }).catch(() => undefined);
      if (response?.ok) {
        recoveredAt = Date.now();
        probeKeys.push(key);
      } else await sleep(50);
    }
    await sleep(10_000);
    const result = await load.stop();
    const failed = failures(result, [503]);
    const lost = await countLostWrites(database.url, [...result.acknowledged, ...probeKeys]);
    const recoveryMs = recoveredAt ? recoveredAt - backAt : Number.POSITIVE_INFINITY;
    row(
      '2 procs',
      `PostgreSQL stopped ${((backAt - stoppedAt) / 1000).toFixed(1)} s under load (${int(result.seconds)} s run)`,
      `${int(result.total)} requests: ${formatStatuses(result.statuses)}; ${failed.fiveXx} 5xx other than 503; ${failed.connection} connection errors; ${int(result.acknowledged.length)} writes acknowledged, ${lost} lost`,
      '0 5xx other than 503, 0 acknowledged writes lost',
      failed.fiveXx === 0 && lost === 0,
    );
    row(
      '2 procs',
      'PostgreSQL restart: first acknowledged write after it accepts again',
      recoveredAt ? `${recoveryMs} ms` : 'none within 30 s',
      `<= ${RECOVERY_TARGET_MS} ms`,
      recoveryMs <= RECOVERY_TARGET_MS,
    );
  }

  // 4. Rolling restart: `kill -HUP` to npm run cluster, which starts a new process beside each old
  // one and stops the old one once the new one listens, one port at a time; nginx is not reloaded.
  if (picked.has('roll')) {
    log('rolling restart under load');
    const load = startLoad({ baseUrl: cluster.url, learner, connections: CONNECTIONS, label: 'roll' });
    await sleep(5000);
    const pidsBefore = cluster.apiPorts.map(cluster.pidOn);
    const restartLine = await cluster.rollingRestart();
    const pidsAfter = cluster.apiPorts.map(cluster.pidOn);
    const restarted = pidsAfter.filter((pid, index) => pid && pid !== pidsBefore[index]).length;
    await sleep(5000);
    const rolled = await load.stop();
    const rollFailed = failures(rolled);
    const rollLost = await countLostWrites(database.url, rolled.acknowledged);
    const non2xx = Object.entries(rolled.statuses)
      .filter(([code]) => Number(code) >= 300)
      .reduce((sum, [, count]) => sum + count, 0);
    row(
      '2 procs',
      `rolling restart under load (kill -HUP): ${restarted} of ${cluster.apiPorts.length} processes new; ${restartLine.replace('[cluster] ', '')}`,
      `${int(rolled.total)} requests: ${formatStatuses(rolled.statuses)}; ${rolled.errorCodes.ECONNRESET ?? 0} connections reset; ${rollFailed.connection} connection errors${rollFailed.connection ? ` (${formatStatuses(rolled.errorCodes)})` : ''}; ${int(rolled.acknowledged.length)} writes acknowledged, ${rollLost} lost`,
      '0 non-2xx, 0 connections reset, 0 connection errors, 0 acknowledged writes lost',
      restarted === cluster.apiPorts.length && non2xx === 0 && rollFailed.connection === 0 && rollLost === 0,
    );
  }
} catch (error) {
  log(`FAILED: ${error.stack ?? error}`);
  exitCode = 2;
} finally {
  await cluster?.stop();
  if (pg) {
    if (await pg.running()) await pg.stop();
  } else {
    await database.drop();
  }
  if (exitCode === 0 && rows.every((line) => line.ok)) rmSync(workDir, { recursive: true, force: true });
  else log(`kept ${workDir} (cluster log) for a look`);
}

console.log(formatTable(rows));
process.exitCode = exitCode || (rows.every((line) => line.ok) ? 0 : 1);
