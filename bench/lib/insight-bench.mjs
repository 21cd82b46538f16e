// The console insight's bench (issue 29), `npm run bench -- --only insight`: on the large data set
// of bench/insight-data.mjs (100,000 learners, 1 M part completions, 2 M lesson views in PostgreSQL)
// the API is started against it, the rollups are refreshed (timed), then
//   - every GET /api/console/insight/... JSON endpoint (found in the API's own OpenAPI document) is
//     asked ~50 times one after another, warm, as the impulsa admin: p95 <= 300 ms;
//   - each CSV export is downloaded by platform staff for every ally (ally=all, two years): rows,
//     seconds and the server's RSS sampled every 50 ms while it streams: steady (growth <= 60 MB);
//   - the learner site's lesson read (bench/api.mjs's row) for 10 s alone, then while two console
//     users open insight screens (bench/lib/console-users.mjs): within 20 % of its req/s and p99 alone.
import { fork, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInsightData } from '../insight-data.mjs';
import { signInLearner } from './api-learner.mjs';
import { BROWSER_HEADERS, measure, warmUp } from './load.mjs';
import { repoRoot, rssMb } from './processes.mjs';

const pg = createRequire(join(repoRoot, 'apps', 'api', 'package.json'))('pg');

export const INSIGHT_P95_MS = 300;
export const EXPORT_RSS_GROWTH_MB = 60;
/** The learner's lesson read may lose at most this share while the console is used. */
export const LEARNER_SLOWDOWN = 0.2;

const TEAM = { email: 'admin@impulsa.example', password: 'Aula-demo-2026', ally: 'impulsa' };
const STAFF = { email: 'staff@aula.example', password: 'Aula-staff-2026', ally: 'impulsa' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `source`: run apps/api/src/server.ts with tsx (no build needed); else the built dist. */
/** `env`: more settings for the server (the export bench's EXPORTS_AT_ONCE). */
export async function startServer({ port, databaseUrl, source, env = {} }) {
  const workDir = mkdtempSync(join(tmpdir(), 'aula-insight-bench-'));
  mkdirSync(workDir, { recursive: true });
  const logFile = join(workDir, 'server.log');
  const out = openSync(logFile, 'a');
  // From source: node itself with tsx's loader (not the tsx command, whose child would be the
  // server), so the pid whose RSS is sampled is the server's.
  const args = source
    ? ['--import', 'tsx', join(repoRoot, 'apps', 'api', 'src', 'server.ts')]
    : [join(repoRoot, 'apps', 'api', 'dist', 'server.js')];
  const child = spawn(process.execPath, args, {
    cwd: source ? join(repoRoot, 'apps', 'api') : repoRoot,
    stdio: ['ignore', out, out],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      ENABLE_API_DOCS: 'true',
      // The bench refreshes the rollups itself (timed), not in the middle of a measurement.
      INSIGHT_REFRESH_MINUTES: '0',
      WEB_DIST: join(workDir, 'no-web-build'),
      SECRET_KEY: 'bench-secret-key-bench-secret-key-0123456789',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API stopped (exit ${child.exitCode}); see ${logFile}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not answer in 3 minutes; see ${logFile}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url, pid: child.pid, logFile, stop };
}

export async function signIn(url, who) {
  const response = await fetch(`${url}/api/mx/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${who.email}: ${response.status} ${await response.text()}`);
  const { token } = await response.json();
  return { ...BROWSER_HEADERS, authorization: `Bearer ${token}`, 'x-aula-ally': who.ally };
}

// The API's INSIGHT_ROLLUPS (apps/api/src/db/schema/insight-rollups.ts), in the same order.
const ROLLUPS = [
  'insight_lesson_progress',
  'insight_module_progress',
  'insight_daily_activity',
  'insight_learner_summary',
  'insight_daily_counts',
  'insight_surveys',
  'insight_survey_answers',
  'insight_funnel',
];

/** The rollups rebuilt as the schedule would (CONCURRENTLY, in order): seconds. */
export async function refreshRollups(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    for (const view of ROLLUPS) await client.query(`refresh materialized view concurrently ${view}`);
    for (const view of ROLLUPS) await client.query(`vacuum (analyze) ${view}`);
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}

async function sampleIds(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select s.user_id, s.module_id from insight_module_progress s
      join allies a on a.id = s.ally_id and a.code = 'impulsa' order by s.lessons_completed desc, s.user_id limit 1`);
    return { learnerId: rows[0]?.user_id, moduleId: rows[0]?.module_id };
  } finally {
    await client.end();
  }
}

/** The insight GET paths the API declares, from its OpenAPI document (so a new one is measured too). */
async function insightPaths(url) {
  const response = await fetch(`${url}/api/docs/json`);
  if (!response.ok) throw new Error(`the API's OpenAPI document: ${response.status}`);
  const document = await response.json();
  return Object.entries(document.paths)
    .filter(([path, item]) => path.startsWith('/api/console/insight/') && item.get)
    .map(([path]) => path)
    .sort();
}

const fill = (path, ids) =>
  path.replace(/\{(\w+)\}/g, (_, name) => String(/learner|user/i.test(name) ? ids.learnerId : ids.moduleId));

function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** `count` requests one after another (after 5 thrown away): p50, p95, max in ms, and the statuses. */
async function timeRequests(url, headers, count = 50) {
  const statuses = new Map();
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    return performance.now() - started;
  };
  for (let index = 0; index < 5; index += 1) await once();
  statuses.clear();
  const times = [];
  for (let index = 0; index < count; index += 1) times.push(await once());
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: Math.max(...times), statuses };
}

const ms = (value) => `${Math.round(value)} ms`;
const statusText = (statuses) => [...statuses].map(([status, n]) => `${n}x${status}`).join(' ');

/** A CSV export downloaded to the end while the server's RSS is sampled: rows, seconds, RSS. */
async function timeExport(url, headers, pid) {
  const samples = [rssMb(pid)];
  const sampler = setInterval(() => samples.push(rssMb(pid)), 50);
  const started = performance.now();
  let rows = 0;
  let bytes = 0;
  let status = 0;
  try {
    const response = await fetch(url, { headers: { ...headers, accept: 'text/csv' } });
    status = response.status;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      for (const byte of value) if (byte === 10) rows += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  samples.push(rssMb(pid));
  const seconds = (performance.now() - started) / 1000;
  return {
    status,
    rows: Math.max(0, rows - 1),
    bytes,
    seconds,
    rssStart: samples[0],
    rssMax: Math.max(...samples),
    rssEnd: samples.at(-1),
  };
}

/** Two console users asking for every insight figure in turn until `stop()`. */
/** How long a console user reads a screen before opening the next (a person takes longer). */
export const CONSOLE_READ_MS = 1000;

/**
 * Two console users (bench/lib/console-users.mjs, a process of their own) opening insight screens
 * one after another until the returned `stop()`, which answers how many screens and answers they got.
 */
async function consoleLoad(urls, headers) {
  const users = fork(join(import.meta.dirname, 'console-users.mjs'), { stdio: 'inherit' });
  const started = new Promise((resolve) => users.once('message', resolve));
  users.send({ urls, headers, users: 2, screenSize: 2, readMs: CONSOLE_READ_MS });
  await started;
  return () =>
    new Promise((resolve) => {
      users.once('message', resolve);
      users.send('stop');
    });
}

/**
 * Runs the insight bench and answers its rows (bench/lib/api-rows.mjs's shape: database, what,
 * measured, target, ok). `source`: run the API from source with tsx instead of the build.
 */
export async function runInsightBench({ log = console.log, port = 3512, source = false } = {}) {
  const data = await ensureInsightData();
  log(
    `insight data: ${data.learners.toLocaleString('en-US')} learners, ${data.completions.toLocaleString('en-US')} part completions, ${data.views.toLocaleString('en-US')} lesson views (${data.reused ? 'reused' : `made in ${data.seconds} s`})`,
  );
  // Two cores shared with other work: the load says how busy the machine was while it measured.
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
  log(`load average (1, 5, 15 min) before: ${load()}`);
  const server = await startServer({ port, databaseUrl: data.url, source });
  const rows = [];
  const database = 'postgres';
  try {
    const refreshSeconds = await refreshRollups(data.url);
    rows.push({
      database,
      what: `rollups refreshed (${ROLLUPS.length} materialized views, CONCURRENTLY, then VACUUM ANALYZE)`,
      measured: `${refreshSeconds.toFixed(1)} s (every 10 min in production)`,
      target: '<= 120 s (a tenth of the interval of one core)',
      ok: refreshSeconds <= 120,
    });
    const team = await signIn(server.url, TEAM);
    const staff = await signIn(server.url, STAFF);
    const ids = await sampleIds(data.url);
    const paths = await insightPaths(server.url);
    const jsonPaths = paths.filter((path) => !/\.(csv|xlsx)$/.test(path));
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    // `to` as well as `from`: `from` alone means the 30 days from it (the contract's default).
    const variants = [
      ['', 'last 30 days'],
      [`?from=${yearAgo}&to=${today}&country=co`, 'a year, Colombia'],
    ];
    // The learner list's search: a word no one's name holds (the whole ally looked through) and a
    // common one (thousands match; the first page is enough).
    const searches = [
      ['?q=ana', 'search "ana", last 30 days'],
      [`?q=aprendiz%201&from=${yearAgo}&to=${today}`, 'search "aprendiz 1", a year'],
    ];
    const urls = [];
    for (const path of jsonPaths) {
      const pathVariants = path.endsWith('/insight/learners/') ? [...variants, ...searches] : variants;
      for (const [query, label] of pathVariants) {
        const url = `${server.url}${fill(path, ids)}${query}`;
        urls.push(url);
        const result = await timeRequests(url, team);
        const ok200 = result.statuses.get(200) === 50;
        rows.push({
          database,
          what: `GET ${path} (${label})`,
          p95: result.p95,
          measured: `p95 ${ms(result.p95)}, p50 ${ms(result.p50)}, max ${ms(result.max)} (${statusText(result.statuses)})`,
          target: `p95 <= ${INSIGHT_P95_MS} ms, all 200`,
          ok: ok200 && result.p95 <= INSIGHT_P95_MS,
        });
      }
    }
    const twoYears = new Date(Date.now() - 730 * 86_400_000).toISOString().slice(0, 10);
    for (const path of paths.filter((path) => path.endsWith('.csv'))) {
      const result = await timeExport(
        `${server.url}${fill(path, ids)}?ally=all&from=${twoYears}&to=${today}`,
        staff,
        server.pid,
      );
      const growth = result.rssMax - result.rssStart;
      rows.push({
        database,
        what: `GET ${path} (staff, every ally, two years)`,
        measured: `${result.status}: ${result.rows.toLocaleString('en-US')} rows, ${(result.bytes / 1e6).toFixed(1)} MB in ${result.seconds.toFixed(1)} s; RSS ${Math.round(result.rssStart)} -> max ${Math.round(result.rssMax)} -> ${Math.round(result.rssEnd)} MB`,
        target: `200, streamed: RSS growth <= ${EXPORT_RSS_GROWTH_MB} MB`,
        ok: result.status === 200 && growth <= EXPORT_RSS_GROWTH_MB,
      });
    }

    // The learner site alone, then while the console is used.
    const learner = await signInLearner(server.url);
    const lesson = {
      url: `${server.url}/api/lessons/${learner.lessonIds[0]}/`,
      headers: { ...BROWSER_HEADERS, ...learner.auth },
      connections: 20,
      seconds: 10,
    };
    await warmUp(lesson);
    // Alone before and after the console's turn: on a shared machine the rate drifts with others'
    // work, so the baseline is the mean of the two (both are reported).
    const before = await measure(lesson);
    const stop = await consoleLoad(urls.length > 0 ? urls : [`${server.url}/healthz`], team);
    const busy = await measure(lesson);
    const consoleUse = await stop();
    const after = await measure(lesson);
    const aloneRps = (before.rps + after.rps) / 2;
    const aloneP99 = Math.max(before.p99, after.p99);
    const kept = busy.rps / aloneRps;
    rows.push({
      database,
      what: 'learner site: GET /api/lessons/{id}/ without the console (20 connections, 10 s, before and after)',
      measured: `${Math.round(aloneRps)} req/s (${Math.round(before.rps)} before, ${Math.round(after.rps)} after), p99 ${before.p99} / ${after.p99} ms, ${before.errors + after.errors} errors`,
      target: 'the baseline of the row below, no errors',
      ok: before.errors + after.errors === 0,
    });
    rows.push({
      database,
      what: `learner site's rate while the console is used (two console users, each opening an insight screen — two answers — every ${CONSOLE_READ_MS / 1000} s, in a process of their own)`,
      measured: `${Math.round(busy.rps)} req/s (${(kept * 100).toFixed(0)}% of without), p99 ${busy.p99} ms, ${busy.errors} errors; ${consoleUse.screens} screens, ${consoleUse.answers} insight answers meanwhile (${consoleUse.failures} failed)`,
      target: `>= ${Math.round((1 - LEARNER_SLOWDOWN) * 100)}% of the rate without, p99 <= without's + 50 ms`,
      ok: busy.errors === 0 && consoleUse.failures === 0 && kept >= 1 - LEARNER_SLOWDOWN && busy.p99 <= aloneP99 + 50,
    });
  } finally {
    await server.stop();
  }
  log(`load average (1, 5, 15 min) after: ${load()}`);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatTable } = await import('./api-rows.mjs');
  const rows = await runInsightBench({ source: process.argv.includes('--source') });
  console.log(formatTable(rows));
}
