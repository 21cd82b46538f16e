// The insight exports against the learner site (issue 38 row 6), `npm run bench -- --only exports`
// or `node bench/lib/export-bench.mjs [--source]`: on a PostgreSQL database of its own (aula_exports,
// made by bench/insight-data.mjs with 28,600 learners, ~20,000 of them impulsa's) the API is started
// with its defaults (EXPORTS_AT_ONCE 2, EXPORTS_WAITING 20; BENCH_EXPORTS_AT_ONCE=20 for the old way), then
//   - the learner's lesson read (GET /api/lessons/{id}/, 8 loops one request after another) for
//     BENCH_EXPORT_SECONDS (10) alone: p50 and p95;
//   - 20 impulsa admins (made here by copying the demo admin) each ask for the learner list as XLSX
//     (two years, ~20,000 rows) at the same moment, and the same lesson read runs until the last
//     export has ended: its p50 and p95 meanwhile, and each export's status (200 read to the end,
//     429 with Retry-After, or lost: anything else, or a connection cut).
// Target: p95 during at most 3x alone; no export lost. Figures printed, never asserted.
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ensureInsightData } from '../insight-data.mjs';
import { signInLearner } from './api-learner.mjs';
import { refreshRollups, signIn, startServer } from './insight-bench.mjs';
import { BROWSER_HEADERS } from './load.mjs';
import { repoRoot } from './processes.mjs';

const pg = createRequire(join(repoRoot, 'apps', 'api', 'package.json'))('pg');

export const EXPORT_SIZES = { learners: 28_600, completions: 286_000, views: 572_000 };
export const EXPORTERS = 20;
export const P95_FACTOR = 3;
const LOOPS = 8;
const ADMIN = 'admin@impulsa.example';
const PASSWORD = 'Aula-demo-2026';
const exporterEmail = (index) => `bench-exporter-${index}@impulsa.example`;

/** EXPORTERS copies of impulsa's demo admin (same password), made once; every column copied but the unique ones. */
async function makeExporters(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select column_name from information_schema.columns
        where table_name = 'users' and table_schema = current_schema() and column_name not in ('id', 'email', 'phone_number', 'facebook_id')
          and is_generated = 'NEVER'`,
    );
    const columns = rows.map((row) => `"${row.column_name}"`).join(', ');
    await client.query(
      `insert into users (email, ${columns})
       select 'bench-exporter-' || g || '@impulsa.example', ${columns}
         from users u cross join generate_series(1, $2::int) g
        where u.email = $1
          and not exists (select 1 from users v where v.email = 'bench-exporter-' || g || '@impulsa.example')`,
      [ADMIN, EXPORTERS],
    );
  } finally {
    await client.end();
  }
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/** The lesson read in LOOPS loops until `done()` says stop: p50, p95, count and errors. */
async function lessonReads(url, headers, done) {
  const times = [];
  let errors = 0;
  const loop = async () => {
    while (!done()) {
      const started = performance.now();
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
      } catch {
        errors += 1;
      }
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: LOOPS }, loop));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), count: times.length, errors };
}

/** One export read to its end: its status, bytes and seconds, or `lost` with why. */
async function oneExport(url, headers) {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers });
    let bytes = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
    }
    const seconds = (performance.now() - started) / 1000;
    if (response.status === 200) return { outcome: 'finished', bytes, seconds };
    if (response.status === 429 && response.headers.get('retry-after')) return { outcome: 'refused', seconds };
    return { outcome: 'lost', why: String(response.status), seconds };
  } catch (error) {
    return { outcome: 'lost', why: String(error), seconds: (performance.now() - started) / 1000 };
  }
}

const ms = (value) => `${Math.round(value)} ms`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** Runs the export bench and answers its rows (bench/lib/api-rows.mjs's shape). */
export async function runExportBench({ log = console.log, port = 3522, source = false } = {}) {
  const seconds = Number(process.env.BENCH_EXPORT_SECONDS || 10);
  const data = await ensureInsightData({ sizes: EXPORT_SIZES, name: 'aula_exports' });
  log(
    `export data: ${data.learners.toLocaleString('en-US')} learners (${data.reused ? 'reused' : `made in ${data.seconds} s`})`,
  );
  await makeExporters(data.url);
  log(`load average (1, 5, 15 min) before: ${load()}`);
  // BENCH_EXPORTS_AT_ONCE=20 lets every export stream at once, as before the gate (issue 38), to compare.
  const atOnce = process.env.BENCH_EXPORTS_AT_ONCE || '2';
  const server = await startServer({ port, databaseUrl: data.url, source, env: { EXPORTS_AT_ONCE: atOnce } });
  const rows = [];
  const database = 'postgres';
  try {
    await refreshRollups(data.url);
    const learner = await signInLearner(server.url);
    const lessonUrl = `${server.url}/api/lessons/${learner.lessonIds[0]}/`;
    const lessonHeaders = { ...BROWSER_HEADERS, ...learner.auth };
    const exporters = [];
    for (let index = 1; index <= EXPORTERS; index += 1) {
      exporters.push(await signIn(server.url, { email: exporterEmail(index), password: PASSWORD, ally: 'impulsa' }));
    }
    // Warm, then alone.
    let until = Date.now() + 2000;
    await lessonReads(lessonUrl, lessonHeaders, () => Date.now() > until);
    until = Date.now() + seconds * 1000;
    const alone = await lessonReads(lessonUrl, lessonHeaders, () => Date.now() > until);

    const today = new Date().toISOString().slice(0, 10);
    const twoYears = new Date(Date.now() - 730 * 86_400_000).toISOString().slice(0, 10);
    const exportUrl = `${server.url}/api/console/insight/learners.xlsx?from=${twoYears}&to=${today}`;
    let exportsLeft = EXPORTERS;
    const started = performance.now();
    const exportsDone = Promise.all(
      exporters.map((headers) =>
        oneExport(exportUrl, headers).finally(() => {
          exportsLeft -= 1;
        }),
      ),
    );
    const during = await lessonReads(lessonUrl, lessonHeaders, () => exportsLeft === 0);
    const results = await exportsDone;
    const wall = (performance.now() - started) / 1000;
    const finished = results.filter((result) => result.outcome === 'finished');
    const refused = results.filter((result) => result.outcome === 'refused');
    const lost = results.filter((result) => result.outcome === 'lost');
    const slowest = Math.max(0, ...finished.map((result) => result.seconds));
    const megabytes = finished.length > 0 ? finished[0].bytes / 1e6 : 0;

    rows.push({
      database,
      what: `learner site: GET /api/lessons/{id}/ alone (${LOOPS} loops, ${seconds} s)`,
      measured: `p50 ${ms(alone.p50)}, p95 ${ms(alone.p95)} (${alone.count} reads, ${alone.errors} errors)`,
      target: 'the baseline of the row below, no errors',
      ok: alone.errors === 0,
    });
    rows.push({
      database,
      what: `the same while ${EXPORTERS} admins ask for learners.xlsx (~20,000 rows) at once (EXPORTS_AT_ONCE ${atOnce}, EXPORTS_WAITING 20)`,
      measured: `p50 ${ms(during.p50)}, p95 ${ms(during.p95)} (${(during.p95 / Math.max(1, alone.p95)).toFixed(1)}x alone; ${during.count} reads in ${wall.toFixed(1)} s, ${during.errors} errors)`,
      target: `p95 <= ${P95_FACTOR}x alone, no errors`,
      ok: during.errors === 0 && during.p95 <= P95_FACTOR * alone.p95,
    });
    rows.push({
      database,
      what: `the ${EXPORTERS} exports`,
      measured: `${finished.length} finished (${megabytes.toFixed(1)} MB each, the last after ${slowest.toFixed(1)} s), ${refused.length} refused 429 with Retry-After, ${lost.length} lost${lost.length > 0 ? ` (${lost.map((one) => one.why).join(', ')})` : ''}`,
      target: 'none lost: each finishes or gets 429',
      ok: lost.length === 0,
    });
  } finally {
    await server.stop();
  }
  log(`load average (1, 5, 15 min) after: ${load()}`);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatTable } = await import('./api-rows.mjs');
  const rows = await runExportBench({ source: process.argv.includes('--source') });
  console.log(formatTable(rows));
}
