// Load generation for the API bench: autocannon (pinned in the root package.json), run in this
// process; the servers under test run in their own processes.
import autocannon from 'autocannon';
import { startHelloWorld } from './processes.mjs';

/** What a browser sends: the API answers compressed JSON to it, so the bench measures that. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Sends requests for `seconds` and answers the mean requests per second, the 99th percentile of
 * latency in ms and everything that went wrong (socket errors, timeouts, non-2xx answers).
 * `requests` (autocannon's request list) overrides the single `url`/`headers` request.
 */
export async function measure({ url, headers = {}, connections = 50, seconds = 10, requests }) {
  const result = await run({ url, connections, duration: seconds, headers, requests, timeout: 10 });
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    // autocannon counts a timeout in `errors` as well as in `timeouts`: added once.
    errors: result.errors + result.non2xx,
    detail: {
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statusCodes: result.statusCodeStats,
    },
  };
}

/** A short run whose figures are thrown away: JIT, caches and pools warm up before measuring. */
export const warmUp = (options) => measure({ ...options, seconds: Math.min(3, options.seconds ?? 3) });

/** `options` measured once warm. */
export async function measureWarm(options) {
  await warmUp(options);
  return measure(options);
}

/** The baseline the API's figures are a share of: a bare node:http hello-world on `port`, in its own process. */
export async function measureHelloWorld({ port, seconds }) {
  const server = await startHelloWorld(port);
  try {
    return await measureWarm({ url: server.url, seconds });
  } finally {
    await server.stop();
  }
}
