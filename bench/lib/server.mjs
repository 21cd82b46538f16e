// Starts the production server (the built API serving a web build) on a fresh embedded database
// and waits until it answers, so a benchmark measures what `npm start` serves a visitor.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function waitFor(url, { timeoutMs = 90_000 } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * The server renderer in `<webDist>/.ssr/` loads a few packages at run time (jsdom): a build folder
 * outside apps/web finds them only through a link to apps/web's node_modules. Without it every
 * page is sent unrendered and the figures are of another site.
 */
export function linkWebModules(root, webDist) {
  const link = join(webDist, 'node_modules');
  if (!existsSync(link)) symlinkSync(join(root, 'apps', 'web', 'node_modules'), link, 'dir');
}

/**
 * `command`: how to run the server (default the built API); `webDist`: the web build it serves.
 * Resolves once /healthz answers; `stop()` ends that one process.
 */
export async function startServer({ root, port, webDist, command = ['node', 'apps/api/dist/server.js'], env = {} }) {
  linkWebModules(root, webDist);
  const dataDir = mkdtempSync(join(tmpdir(), 'aula-bench-data-'));
  const [program, ...args] = command;
  const child = spawn(program, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited (code ${code}) before answering`))),
  );
  const origin = `http://127.0.0.1:${port}`;
  await Promise.race([waitFor(`${origin}/healthz`), exited]);
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
