// The API processes of `npm run cluster`: each on its own port, its output prefixed with its
// number, started again when it exits while the cluster runs (a crash, or a deliberate SIGTERM
// of a rolling restart), and stopped with SIGTERM: each finishes its requests and exits.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const RESTART_DELAY_MS = 1000;

function prefixLines(stream, prefix, to) {
  createInterface({ input: stream }).on('line', (line) => to.write(`${prefix} ${line}\n`));
}

/**
 * @param {object} options
 * @param {string} options.command the program (node)
 * @param {string[]} options.args its arguments (the API's server.js)
 * @param {number[]} options.ports one process per port
 * @param {(port: number) => NodeJS.ProcessEnv} options.envFor the environment of the process on `port`
 */
export function superviseProcesses({ command, args, ports, envFor, cwd }) {
  let stopping = false;
  const children = new Map();

  function start(port, index) {
    const prefix = `[api ${index + 1} :${port}]`;
    const child = spawn(command, args, { cwd, env: envFor(port), stdio: ['ignore', 'pipe', 'pipe'] });
    prefixLines(child.stdout, prefix, process.stdout);
    prefixLines(child.stderr, prefix, process.stderr);
    const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
    children.set(port, { child, exited });
    exited.then(({ code, signal }) => {
      if (stopping) return;
      console.log(`${prefix} exited (${signal ?? `code ${code}`}); starting it again in ${RESTART_DELAY_MS} ms`);
      setTimeout(() => {
        if (!stopping) start(port, index);
      }, RESTART_DELAY_MS);
    });
  }

  ports.forEach(start);

  return {
    pids: () => [...children.values()].map(({ child }) => child.pid),
    /** SIGTERM to the process on `port` (the supervisor starts it again); resolves when it has exited. */
    async restart(port) {
      const running = children.get(port);
      if (!running || running.child.exitCode !== null || running.child.signalCode) return;
      running.child.kill('SIGTERM');
      await running.exited;
    },
    /** SIGTERM to every process, then waits for each to exit. */
    async stop() {
      stopping = true;
      const running = [...children.values()].filter(({ child }) => child.exitCode === null && !child.signalCode);
      for (const { child } of running) child.kill('SIGTERM');
      return Promise.all(running.map(({ exited }) => exited));
    },
  };
}

/** Resolves when GET `url` answers 200; rejects after `timeoutMs`. */
export async function waitUntilReady(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
