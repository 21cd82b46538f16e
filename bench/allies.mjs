// Issue 39 item 6, "at scale": 1,000 allies in one database and one process. On a PostgreSQL
// database of the bench's own (on BENCH_DATABASE_URL's server, default 127.0.0.1:5432) and Redis
// (REDIS_URL, default redis://127.0.0.1:6379, under a prefix of the run's own), with the production
// API serving a web build that renders pages, it prints beside their targets:
//   1. resident memory per extra ally in one process: RSS after the demo allies' landings, then
//      after 998 more allies (rows, countries, a published brand for every 4th, written by
//      apps/api/scripts/bench-allies.ts while the server runs) each had its landing opened once;
//      each reading after full garbage collections (bench/lib/gc-on-signal.cjs), the least of 5 samples;
//   2. any ally's landing p99: GET /{country}/{code} of random allies once warm, and what one landing
//      costs to draw when no cached page answers it (the page cache bypassed), for reading it;
//   3. a brand published through one process seen by another: a new tagline published on A as
//      staff, B's GET /api/brands/{code}/ and its landing polled until they show it (median of 5);
//      and whether B starts at all with the demo seed on, as the first did, on that many allies.
// Run by `npm run bench -- --only allies` (bench/run.mjs), or alone:
//   node bench/allies.mjs [--web-dist apps/web/dist] [--allies 1000] [--requests 2000] [--concurrency 4]
// Needs apps/api/dist (built) and a web build with its server renderer (.ssr/).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { alliesWithCountry, getLandings, percentile, settledMemory, statusText } from './lib/ally-landings.mjs';
import { publishSeen } from './lib/ally-publish.mjs';
import { redisAnswers, sharedRedisUrl } from './lib/bench-redis.mjs';
import { createBenchDatabase, postgresAnswers, serverUrl } from './lib/postgres.mjs';
import { apiServerFile, repoRoot, startApiServer } from './lib/processes.mjs';
import { linkWebModules } from './lib/server.mjs';
import { atOrUnder, tableLines } from './lib/table.mjs';

export const ALLIES_TARGETS = { kbPerAlly: 100, landingP99Ms: 50, seenMs: 2000 };
const GC_PRELOAD = join(import.meta.dirname, 'lib', 'gc-on-signal.cjs');
/** Every how many added allies one gets a published brand. */
const PUBLISHED_EVERY = 4;

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');
const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '-');
const mb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : '-');
const info = (figure, measured) => ({ figure, measured, target: '(for reading the row above)', 'at target': '-' });

/** The first line of the error a server that stopped at start left in its log. */
function startFailure(workDir) {
  const text = readFileSync(join(workDir, 'server.log'), 'utf8');
  const cause = /^\s*(?:cause: )?error: (.+)$/m.exec(text)?.[1] ?? /^(\w*Error\b.*)$/m.exec(text)?.[1];
  return (cause ?? `see ${join(workDir, 'server.log')}`).slice(0, 160);
}

/** Runs apps/api/scripts/bench-allies.ts against the database: the allies it added. */
function addAllies(databaseUrl, count) {
  const args = ['--database-url', databaseUrl, '--count', String(count), '--published-every', String(PUBLISHED_EVERY)];
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-allies.ts', ...args], {
    cwd: join(repoRoot, 'apps', 'api'),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`scripts/bench-allies.ts failed (${run.status}): ${run.stderr.slice(-1500)}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

/** Row 1: RSS on the demo allies, then on all of them, each landing opened once (and once more). */
async function memoryRows({ a, report, databaseUrl, allies, concurrency, log }) {
  const demo = await alliesWithCountry(databaseUrl);
  log(`warming up on the ${demo.length} demo allies' landings`);
  for (let round = 0; round < 30; round += 1) await getLandings(a.url, demo);
  const before = await settledMemory(a.pid, report);
  log(`RSS ${mb(before.rss)}, JS heap ${mb(before.heap?.heapUsed)}; adding ${allies - demo.length} allies`);
  const started = performance.now();
  const added = addAllies(databaseUrl, allies - demo.length);
  log(`${added.length} allies added in ${ms(performance.now() - started)}; opening every landing once`);
  const everyone = await alliesWithCountry(databaseUrl);
  const first = await getLandings(a.url, everyone, { concurrency });
  const after = await settledMemory(a.pid, report);
  log(`RSS ${mb(after.rss)}, JS heap ${mb(after.heap?.heapUsed)}; every landing once more`);
  await getLandings(a.url, everyone, { concurrency });
  const again = await settledMemory(a.pid, report);
  const extra = everyone.length - demo.length;
  const perAlly = (after.rss - before.rss) / extra;
  const rows = [
    {
      figure: `resident memory per extra ally, one process (${demo.length} -> ${everyone.length} allies, each landing opened once)`,
      measured: `${kb(perAlly)} (RSS ${mb(before.rss)} -> ${mb(after.rss)}; JS heap ${mb(before.heap?.heapUsed)} -> ${mb(after.heap?.heapUsed)}, ${kb((after.heap?.heapUsed - before.heap?.heapUsed) / extra)} per ally)`,
      target: `<= ${ALLIES_TARGETS.kbPerAlly} KB`,
      'at target': atOrUnder(perAlly / 1024, ALLIES_TARGETS.kbPerAlly),
    },
    info(
      'the same after every landing once more; what the landings were',
      `${kb((again.rss - before.rss) / extra)} (RSS ${mb(again.rss)}, JS heap ${mb(again.heap?.heapUsed)}); ${statusText(first.statuses)}, ${first.rendered} server-rendered, ${first.named.size} showing the ally's name`,
    ),
  ];
  return { rows, demo, added, everyone, named: first.named };
}

/** Row 2: random allies' landings once warm, and one landing drawn anew, one at a time. */
async function landingRows({ a, everyone, demo, added, requests, concurrency, log }) {
  log(`${requests} landings of random allies, ${concurrency} at a time`);
  const picked = Array.from({ length: requests }, () => everyone[Math.floor(Math.random() * everyone.length)]);
  const load = await getLandings(a.url, picked, { concurrency });
  const p99 = percentile(load.times, 0.99);
  // A query of its own per request: the page cache has no copy, so each is drawn (as on a miss).
  const anew = async (ally) =>
    percentile((await getLandings(a.url, Array(20).fill(ally), { query: (n) => `?bench=${n}` })).times, 0.5);
  const addedAlly = everyone.find((ally) => ally.code === added[0]?.code);
  const cached = (await getLandings(a.url, Array(50).fill(demo[0]))).times;
  return [
    {
      figure: `any ally's landing GET /{country}/{code}, ${requests} random of ${everyone.length}, ${concurrency} at a time`,
      measured: `p50 ${ms(percentile(load.times, 0.5))}, p99 ${ms(p99)}, max ${ms(Math.max(...load.times))}, ${Math.round(load.perSecond)} pages/s (${statusText(load.statuses)}, ${load.rendered} server-rendered)`,
      target: `p99 <= ${ALLIES_TARGETS.landingP99Ms} ms`,
      'at target': atOrUnder(p99, ALLIES_TARGETS.landingP99Ms),
    },
    info(
      'one landing at a time: drawn anew (the page cache bypassed by a query of its own), p50 of 20; from the page cache, p50 and p99 of 50',
      `drawn: ${demo[0]?.code} ${ms(await anew(demo[0]))}, ${addedAlly?.code} ${ms(await anew(addedAlly))}; cached: ${demo[0]?.code} ${ms(percentile(cached, 0.5))}, ${ms(percentile(cached, 0.99))}`,
    ),
  ];
}

/** Row 3: process B beside A (does it start with the demo seed?), then publications on A seen on B. */
async function publicationRows({ a, env, workDir, port, everyone, demo, added, named, rounds, log, servers }) {
  log(`process B on :${port + 1}, with the demo seed on as A`);
  const seeding = await startApiServer({ port: port + 1, workDir: join(workDir, 'b-seeding'), env }).catch(
    (error) => error,
  );
  const rows = [
    {
      figure: `a second process starting on the ${everyone.length} allies with the demo seed on (SEED_DEMO=true, as the first)`,
      measured: seeding instanceof Error ? `failed: ${startFailure(join(workDir, 'b-seeding'))}` : 'started',
      target: 'starts',
      'at target': seeding instanceof Error ? 'NO' : 'yes',
    },
  ];
  const b =
    seeding instanceof Error
      ? await startApiServer({ port: port + 1, workDir: join(workDir, 'b'), env: { ...env, SEED_DEMO: 'false' } })
      : seeding;
  servers.push(b);
  // An added ally with a published brand whose landing shows it; else a demo ally whose landing does.
  const publishedAdded = added.filter((ally) => ally.published).map((ally) => ally.code);
  const code =
    publishedAdded.find((candidate) => named.has(candidate)) ??
    demo.find((ally) => named.has(ally.code))?.code ??
    publishedAdded[0];
  const ally = everyone.find((candidate) => candidate.code === code);
  const landing = named.has(ally.code);
  log(`publishing ${rounds} taglines of ${ally.code} on A, polling B`);
  const seen = await publishSeen(a, b, ally, { rounds, landing });
  const median = percentile(seen.json, 0.5);
  const medianPage = landing ? percentile(seen.page, 0.5) : Number.NaN;
  rows.push({
    figure: `a brand published on process A seen by process B (PostgreSQL + Redis), median of ${rounds}: ${ally.code}${publishedAdded.includes(ally.code) ? ' (an added ally)' : " (a demo ally: no added ally's landing shows its name)"}`,
    measured: `GET /api/brands/{code}/ ${ms(median)} (${seen.json.map(ms).join(', ')}); landing ${landing ? `${ms(medianPage)} (${seen.page.map(ms).join(', ')})` : 'not polled'}`,
    target: `<= ${ALLIES_TARGETS.seenMs / 1000} s`,
    'at target': atOrUnder(landing ? Math.max(median, medianPage) : median, ALLIES_TARGETS.seenMs),
  });
  return rows;
}

/**
 * The section's rows. `webDist`: a web build with its server renderer; `allies`: how many in all
 * (the demo world's included); `requests`, `concurrency`: the landing's p99 run; ports `port`, `port + 1`.
 */
export async function runAlliesBench({
  log = (line) => console.error(`[bench allies] ${line}`),
  webDist = join(repoRoot, 'apps', 'web', 'dist'),
  allies = 1000,
  requests = 2000,
  concurrency = 4,
  port = 3295,
  rounds = 5,
} = {}) {
  const skipped = (reason) => [{ figure: 'every row', measured: '-', target: '-', 'at target': `skipped: ${reason}` }];
  const postgres = await postgresAnswers();
  if (postgres !== true) return skipped(`no PostgreSQL at ${serverUrl} (${postgres}); set BENCH_DATABASE_URL`);
  if (!existsSync(apiServerFile)) return skipped(`${apiServerFile} is not built (npm run build)`);
  if (!existsSync(join(webDist, '.ssr', 'entry-server.js'))) {
    return skipped(`${webDist} is no web build with a server renderer (.ssr/); pass --web-dist`);
  }
  const redis = await redisAnswers();
  if (redis !== true) log(`no Redis at ${sharedRedisUrl} (${redis}): one process only, row 3 skipped`);
  linkWebModules(repoRoot, webDist);

  const workDir = mkdtempSync(join(tmpdir(), 'aula-bench-allies-'));
  const report = join(workDir, 'gc.json');
  const database = await createBenchDatabase();
  const env = {
    DATABASE_URL: database.url,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    ...(redis === true ? { REDIS_URL: sharedRedisUrl, REDIS_PREFIX: `bench-allies-${Date.now().toString(36)}:` } : {}),
  };
  const servers = [];
  try {
    log(`process A on :${port} (logs in ${workDir}), database ${database.url}`);
    const a = await startApiServer({
      port,
      workDir: join(workDir, 'a'),
      env: { ...env, NODE_OPTIONS: `--expose-gc --require ${GC_PRELOAD}`, BENCH_GC_REPORT: report },
    });
    servers.push(a);
    const memory = await memoryRows({ a, report, databaseUrl: database.url, allies, concurrency, log });
    const rows = [...memory.rows, ...(await landingRows({ a, ...memory, requests, concurrency, log }))];
    if (redis === true) {
      rows.push(...(await publicationRows({ a, env, workDir, port, ...memory, rounds, log, servers })));
    } else {
      rows.push({
        figure: 'a brand published on process A seen by process B',
        measured: '-',
        target: `<= ${ALLIES_TARGETS.seenMs / 1000} s`,
        'at target': `skipped: no Redis at ${sharedRedisUrl}`,
      });
    }
    rmSync(workDir, { recursive: true, force: true });
    return rows;
  } catch (error) {
    log(`failed; the servers' logs are in ${workDir}`);
    throw error;
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
  }
}

export const alliesTitle = (allies = 1000) =>
  `Allies at scale: ${allies.toLocaleString('en-US')} allies in one database and one process (issue 39 item 6; targets: <= ${ALLIES_TARGETS.kbPerAlly} KB per extra ally, landing p99 <= ${ALLIES_TARGETS.landingP99Ms} ms, a publication seen by the other process <= ${ALLIES_TARGETS.seenMs / 1000} s)`;

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const { values } = parseArgs({
    options: {
      'web-dist': { type: 'string', default: join(repoRoot, 'apps', 'web', 'dist') },
      allies: { type: 'string', default: '1000' },
      requests: { type: 'string', default: '2000' },
      concurrency: { type: 'string', default: '4' },
      port: { type: 'string', default: '3295' },
    },
  });
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
  console.log(`load average (1, 5, 15 min) at the start: ${load()}`);
  const rows = await runAlliesBench({
    webDist: resolve(values['web-dist']),
    allies: Number(values.allies),
    requests: Number(values.requests),
    concurrency: Number(values.concurrency),
    port: Number(values.port),
  });
  console.log(tableLines(alliesTitle(Number(values.allies)), rows).join('\n'));
  console.log(`\nload average (1, 5, 15 min) at the end: ${load()}`);
}
