// The cluster bench's load: the soak's 70/30 mix of a learner's reads and writes, where every
// write carries an Idempotency-Key of its own, so each write answered 2xx can be looked up in the
// database afterwards (the API records the key with the answer's status before the answer leaves:
// apps/api/src/plugins/idempotency.ts). Runs until stopped, counting each status and each error.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { BROWSER_HEADERS } from './load.mjs';

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Each entry: weight (out of 100) and the request it makes; writes are the POSTs (30 of 100). */
function mix(learner) {
  const auth = { ...BROWSER_HEADERS, ...learner.auth };
  const scope = `country=${learner.country}&ally_code=${learner.allyCode}`;
  return [
    [30, () => ({ method: 'GET', path: `/api/lessons/${pick(learner.lessonIds)}/`, headers: auth })],
    [10, () => ({ method: 'GET', path: '/api/lesson_modules/', headers: auth })],
    [5, () => ({ method: 'GET', path: '/api/favorites/', headers: auth })],
    [5, () => ({ method: 'GET', path: '/api/lessons/recommendations/', headers: auth })],
    [10, () => ({ method: 'GET', path: `/api/new_lessons/?${scope}`, headers: BROWSER_HEADERS })],
    [5, () => ({ method: 'GET', path: `/api/most_viewed_lessons/?${scope}`, headers: BROWSER_HEADERS })],
    [5, () => ({ method: 'GET', path: '/api/catalogs/countries/', headers: BROWSER_HEADERS })],
    [15, () => ({ method: 'POST', path: `/api/lessons/${pick(learner.lessonIds)}/set_favorite/`, headers: auth })],
    [
      15,
      () => ({
        method: 'POST',
        path: `/api/lessons/${pick(learner.lessonIds)}/set_rating/`,
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ rating: 1 + Math.floor(Math.random() * 5) }),
      }),
    ],
  ];
}

export const WRITE_SHARE = 30;

/**
 * Starts the mix against `baseUrl` with `connections`; `stop()` ends it and resolves the figures:
 * requests, req/s, p99, counts per status, connection errors and timeouts, and the keys of the
 * writes answered 2xx (`acknowledged`).
 */
export function startLoad({ baseUrl, learner, connections = 100, label }) {
  const entries = mix(learner);
  const total = entries.reduce((sum, [weight]) => sum + weight, 0);
  const run = `${label}-${randomBytes(4).toString('hex')}`;
  let counter = 0;
  const acknowledged = [];
  let writesSent = 0;
  const requests = [
    {
      setupRequest: (request, context) => {
        let roll = Math.random() * total;
        let made = entries[0][1]();
        for (const [weight, make] of entries) {
          roll -= weight;
          if (roll < 0) {
            made = make();
            break;
          }
        }
        context.key = undefined;
        if (made.method === 'POST') {
          context.key = `bench-${run}-${++counter}`;
          made.headers = { ...made.headers, 'idempotency-key': context.key };
          writesSent += 1;
        }
        return { ...request, ...made };
      },
      onResponse: (status, _body, context) => {
        if (context.key && status >= 200 && status < 300) acknowledged.push(context.key);
      },
    },
  ];
  const started = Date.now();
  let instance;
  const finished = new Promise((resolve, reject) => {
    instance = autocannon({ url: baseUrl, connections, duration: 24 * 3600, requests, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
  // Each connection error by its code: ECONNRESET is a connection the server side reset.
  const errorCodes = {};
  instance.on('reqError', (error) => {
    const code = error.code ?? error.message;
    errorCodes[code] = (errorCodes[code] ?? 0) + 1;
  });
  return {
    startedAt: started,
    async stop() {
      instance.stop();
      const result = await finished;
      const statuses = Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
      );
      return {
        seconds: (Date.now() - started) / 1000,
        total: result.requests.total,
        rps: result.requests.average,
        p99: result.latency.p99,
        statuses,
        // autocannon counts a timeout among its errors too.
        connectionErrors: result.errors - result.timeouts,
        timeouts: result.timeouts,
        errorCodes,
        writesSent,
        acknowledged,
      };
    },
  };
}

/** `{ 200: 51234, 503: 120 }` → "200 × 51,234, 503 × 120". */
export const formatStatuses = (statuses) =>
  Object.entries(statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([code, count]) => `${code} × ${count.toLocaleString('en-US')}`)
    .join(', ') || 'none';

/** Requests that failed as a learner sees it: 5xx (other than `allowed`), connection errors and timeouts. */
export function failures(result, allowed = []) {
  const fiveXx = Object.entries(result.statuses)
    .filter(([code]) => Number(code) >= 500 && !allowed.includes(Number(code)))
    .reduce((sum, [, count]) => sum + count, 0);
  return { fiveXx, connection: result.connectionErrors + result.timeouts };
}
