// The allies bench's readings of one server (bench/allies.mjs): allies' landing pages fetched as a
// browser would, and the server's memory once its garbage is collected.
import { existsSync, readFileSync } from 'node:fs';
import { queryBenchDatabase } from './postgres.mjs';

const BROWSER = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

export const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;
};

/** Each ally (code, name) and the first country it offers, in the platform's order: its landing's path. */
export async function alliesWithCountry(databaseUrl) {
  const { rows } = await queryBenchDatabase(
    databaseUrl,
    `select distinct on (a.id) a.code, a.name, c.code as country
       from allies a join ally_countries ac on ac.ally_id = a.id join countries c on c.id = ac.country_id
      order by a.id, c.id`,
  );
  return rows.map((row) => ({ ...row, path: `/${row.country}/${row.code}` }));
}

export const landingHtml = async (origin, ally, query = '') =>
  (await fetch(`${origin}${ally.path}${query}`, { headers: BROWSER })).text();

/**
 * GETs each of `allies`' landings, `concurrency` at a time: each one's time (ms, body read), the
 * statuses, how many came server-rendered, and the codes of allies whose page showed their name.
 * `query` is added to every path (a unique one bypasses the server's page cache).
 */
export async function getLandings(origin, allies, { concurrency = 1, query = () => '' } = {}) {
  const times = [];
  const statuses = {};
  const named = new Set();
  let rendered = 0;
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < allies.length) {
      const ally = allies[next];
      const suffix = query(next);
      next += 1;
      const sent = performance.now();
      const response = await fetch(`${origin}${ally.path}${suffix}`, { headers: BROWSER });
      const body = await response.text();
      times.push(performance.now() - sent);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (body.includes('data-ssr=')) rendered += 1;
      if (body.includes(ally.name)) named.add(ally.code);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { times, statuses, rendered, named, perSecond: allies.length / seconds };
}

export const statusText = (statuses) =>
  Object.entries(statuses)
    .map(([status, count]) => `${count}x${status}`)
    .join(' ');

/** Resident memory of `pid` in bytes, from /proc. */
function rssBytes(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

/**
 * The server's memory once garbage is collected: full collections asked by SIGUSR2 (its preload,
 * bench/lib/gc-on-signal.cjs, writes the heap's figures to `report`), then the least of 5 RSS
 * samples 200 ms apart. `heap` is undefined when the preload did not answer.
 */
export async function settledMemory(pid, report) {
  const before = existsSync(report) ? readFileSync(report, 'utf8') : '';
  process.kill(pid, 'SIGUSR2');
  let heap;
  for (let waited = 0; waited < 5000 && !heap; waited += 50) {
    await sleep(50);
    const now = existsSync(report) ? readFileSync(report, 'utf8') : '';
    if (now && now !== before) heap = JSON.parse(now);
  }
  await sleep(500);
  const samples = [];
  for (let index = 0; index < 5; index += 1) {
    samples.push(rssBytes(pid));
    await sleep(200);
  }
  return { rss: Math.min(...samples), heap };
}
