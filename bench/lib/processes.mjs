// Child processes of the API bench: the production API server and a bare node:http hello-world,
// each in its own process so neither shares an event loop with the load generator.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const apiServerFile = join(repoRoot, 'apps', 'api', 'dist', 'server.js');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in MB, from /proc (Linux); NaN where /proc is not there. */
export function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

async function waitForUrl(url, child, timeoutMs, logFile) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server stopped (exit ${child.exitCode}) before answering; see ${logFile}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s; see ${logFile}`);
}

function stopper(child) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', (code) => {
        clearTimeout(timer);
        resolve(code);
      });
      child.kill('SIGTERM');
    });
}

/** Builds apps/api/dist/server.js, which startApiServer runs. */
export function buildApi(log) {
  log('[bench] building apps/api (dist/server.js)');
  const result = spawnSync(process.execPath, [join(repoRoot, 'apps', 'api', 'build.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the API build failed');
}

/**
 * Starts the built API (apps/api/dist/server.js) as production runs it, on 127.0.0.1:`port`,
 * API only (no web build). Output goes to `workDir`/server.log, so a full pipe never slows it.
 */
export async function startApiServer({ port, workDir, env = {}, startTimeoutMs = 120_000 }) {
  mkdirSync(workDir, { recursive: true });
  const logFile = join(workDir, 'server.log');
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, [apiServerFile], {
    cwd: repoRoot,
    stdio: ['ignore', out, out],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(workDir, 'data'),
      WEB_DIST: join(workDir, 'no-web-build'),
      SECRET_KEY: 'bench-secret-key-bench-secret-key-0123456789',
      SEED_DEMO: 'true',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${url}/healthz`, child, startTimeoutMs, logFile);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url, pid: child.pid, logFile, rss: () => rssMb(child.pid), stop: stopper(child) };
}

const HELLO = `require('node:http').createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('hello world');
}).listen(Number(process.argv[1]), '127.0.0.1');`;

/** The baseline: a bare node:http server answering "hello world", in its own process. */
export async function startHelloWorld(port) {
  const child = spawn(process.execPath, ['-e', HELLO, String(port)], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(url, child, 10_000, '(hello-world has no log)');
  return { url, pid: child.pid, stop: stopper(child) };
}
