// Issue 43 item 6: is the public cache in front of Fastify (docs/decisions/0001) needed for the
// public-read rows? In one run: a bare node:http hello-world, then the production API on one
// embedded database once per variant of the cache (its operator switches PUBLIC_CACHE and
// PUBLIC_CACHE_FAST_PATH), each measured on the public GETs of bench/api.mjs and on the public
// reads of an ally's landing, with autocannon at 50 connections. The hello-world is measured again
// just before each variant, and each variant's shares are of that figure: on a shared machine the
// load changes within a run (in one two-minute run here, from 27,576 to 64,976 req/s). Prints one
// table: variant, reads, req/s, p99, share of the hello-world, target (>= 70 %, issue 43's "Done
// when") and verdict.
//   node bench/public-cache.mjs     or, as a part of `npm run bench`:   npm run bench -- --only public-cache
// Environment: BENCH_SECONDS (each row, default 10), BENCH_SKIP_BUILD=1, BENCH_PORT_BASE (default 3233).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BROWSER_HEADERS, measureHelloWorld, measureWarm } from './lib/load.mjs';
import { buildApi, startApiServer } from './lib/processes.mjs';
import { LANDING_READS, PUBLIC_ROUTES } from './lib/public-reads.mjs';
import { tableLines } from './lib/table.mjs';

const TARGET_SHARE = 0.7;

const VARIANTS = [
  { variant: 'cache + fast path (today)', env: {} },
  { variant: 'cache, no fast path', env: { PUBLIC_CACHE_FAST_PATH: 'false' } },
  { variant: 'no cache', env: { PUBLIC_CACHE: 'off' } },
];

// The variant the issue names beside these is said under the table rather than left out silently.
const NOT_MEASURED = [
  "Not measured: PUBLIC_CACHE=off behind nginx's proxy_cache (npm run cluster). It needs a proxy_cache",
  'configuration of its own: scripts/lib/nginx-conf.mjs has none, and nginx keeps no answer marked',
  '`no-cache` (the public answers are) unless told to ignore Cache-Control.',
];

/** What each variant is measured on: [reads, autocannon options past the URL]. */
function readsOf(origin) {
  const single = PUBLIC_ROUTES.map(([what, path]) => [what, { url: `${origin}${path}` }]);
  // autocannon sends a connection's requests in this order, round and round.
  const landing = { url: origin, requests: LANDING_READS.map((path) => ({ method: 'GET', path })) };
  return [...single, [`a landing's public reads in turn (${LANDING_READS.length} URLs)`, landing]];
}

const int = (value) => Math.round(value).toLocaleString('en-US');

function row(variant, reads, result, hello, target = true) {
  const share = result.rps / hello.rps;
  const meets = share >= TARGET_SHARE && result.errors === 0;
  return {
    variant,
    reads,
    'req/s': int(result.rps),
    'p99 ms': result.p99,
    errors: result.errors,
    'of hello-world': `${(share * 100).toFixed(1)}%`,
    target: target ? `>= ${TARGET_SHARE * 100}%, 0 errors` : '',
    meets: target ? (meets ? 'yes' : 'NO') : '',
  };
}

/** The variant's hello-world, then its reads as shares of it. */
async function measureVariant({ variant, env, port, helloPort, workDir, seconds, log }) {
  const hello = await measureHelloWorld({ port: helloPort, seconds });
  log(`[bench public-cache] ${variant}: node:http hello-world ${int(hello.rps)} req/s; the server on port ${port}`);
  const server = await startApiServer({ port, workDir, env });
  try {
    const rows = [row(variant, 'node:http hello-world (its baseline)', hello, hello, false)];
    for (const [reads, options] of readsOf(server.url)) {
      const result = await measureWarm({ ...options, headers: BROWSER_HEADERS, seconds });
      rows.push(row(variant, reads, result, hello));
      log(`[bench public-cache] ${variant}: ${reads}: ${int(result.rps)} req/s`);
    }
    return rows;
  } finally {
    await server.stop();
  }
}

/** Runs every variant and answers the table's rows; `log` receives progress lines. */
export async function runPublicCacheBench({ log = console.log, build = process.env.BENCH_SKIP_BUILD !== '1' } = {}) {
  const seconds = Number(process.env.BENCH_SECONDS || 10);
  const portBase = Number(process.env.BENCH_PORT_BASE || 3233);
  if (build) buildApi(log);
  const rows = [];
  // One database for every variant: each start after the first finds it seeded.
  const workDir = mkdtempSync(join(tmpdir(), 'public-cache-bench-'));
  try {
    for (const [index, { variant, env }] of VARIANTS.entries()) {
      const ports = { helloPort: portBase, port: portBase + 1 + index };
      rows.push(...(await measureVariant({ variant, env, ...ports, workDir, seconds, log })));
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  return rows;
}

export function formatPublicCacheTable(rows) {
  const title = `The public cache side by side: shares of a bare node:http hello-world measured just before, 50 connections (target >= ${TARGET_SHARE * 100}%)`;
  return [...tableLines(title, rows), ...NOT_MEASURED].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await runPublicCacheBench({ log: (line) => console.error(line) });
  console.log(formatPublicCacheTable(rows));
}
