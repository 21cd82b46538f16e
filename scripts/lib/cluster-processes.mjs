// The API processes of `npm run cluster`: each on its own port, its output prefixed with its
// number, started again when it exits while the cluster runs (a crash), and stopped with SIGTERM:
// each drains (apps/api/src/plugins/drain.ts), finishes its requests and exits.
//
// They are node:cluster workers with the shared-handle policy: this supervisor binds each port
// once and every process on that port accepts from that one socket. A rolling restart starts the
// new process beside the old one and stops the old one only once the new one listens, so the
// port never refuses, and no connection waiting in its queue is reset (closing the only listening
// socket resets them; here the socket stays open). nginx is never reloaded: a reload ends its
// idle kept-alive connections to clients, and a client writing on one at that moment is reset.
import cluster from 'node:cluster';
import { get } from 'node:http';
import { createInterface } from 'node:readline';
import { apiNodeFlags } from './api-node-flags.mjs';

const RESTART_DELAY_MS = 1000;

function prefixLines(stream, prefix, to) {
  if (stream) createInterface({ input: stream }).on('line', (line) => to.write(`${prefix} ${line}\n`));
}

/**
 * @param {object} options
 * @param {string} options.script the program each process runs (the API's server.js)
 * @param {string} [options.cwd] its working folder
 * @param {number[]} options.ports one process per port
 * @param {(port: number) => NodeJS.ProcessEnv} options.envFor the environment of the process on `port`
 */
export function superviseProcesses({ script, ports, envFor, cwd }) {
  // Before the first fork: the workers share each port's socket instead of this process accepting.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  cluster.setupPrimary({
    exec: script,
    args: [],
    cwd,
    silent: true,
    execArgv: [...process.execArgv, ...apiNodeFlags(process.env.NODE_OPTIONS)],
  });
  let stopping = false;
  /** port -> the process that owns it now: { worker, exited, listening } */
  const current = new Map();

  /** `trial`: a rolling restart's new process, not started again if it exits before it listens. */
  function start(port, trial = false) {
    const index = ports.indexOf(port);
    const prefix = `[api ${index + 1} :${port}]`;
    const worker = cluster.fork(envFor(port));
    prefixLines(worker.process.stdout, prefix, process.stdout);
    prefixLines(worker.process.stderr, prefix, process.stderr);
    const exited = new Promise((resolve) => worker.once('exit', (code, signal) => resolve({ code, signal })));
    const listening = new Promise((resolve, reject) => {
      worker.once('listening', resolve);
      exited.then(({ code, signal }) =>
        reject(new Error(`${prefix} exited (${signal ?? `code ${code}`}) before it listened`)),
      );
    });
    listening.catch(() => {});
    const entry = { worker, exited, listening, trial };
    current.set(port, entry);
    exited.then(({ code, signal }) => {
      // A process replaced by a rolling restart is no longer the port's own.
      if (stopping || entry.trial || current.get(port) !== entry) return;
      console.log(`${prefix} exited (${signal ?? `code ${code}`}); starting it again in ${RESTART_DELAY_MS} ms`);
      setTimeout(() => {
        if (!stopping && current.get(port) === entry) start(port);
      }, RESTART_DELAY_MS);
    });
    return entry;
  }

  ports.forEach(start);

  return {
    pids: () => [...current.values()].map(({ worker }) => worker.process.pid),
    /** Resolves once every process listens; rejects when one exits first. */
    listening: () => Promise.all([...current.values()].map(({ listening }) => listening)),
    /**
     * A new process on `port` beside the old one; once it listens, SIGTERM to the old one, which
     * drains and exits. Resolves with both pids and how long each step took.
     */
    async replace(port) {
      const old = current.get(port);
      const began = Date.now();
      const fresh = start(port, true);
      try {
        await fresh.listening;
        fresh.trial = false;
      } catch (error) {
        // The old process keeps the port; the new one is not started again.
        current.set(port, old);
        throw error;
      }
      const listened = Date.now();
      if (old && old.worker.process.exitCode === null && !old.worker.process.signalCode) {
        old.worker.process.kill('SIGTERM');
        await old.exited;
      }
      return {
        oldPid: old?.worker.process.pid,
        newPid: fresh.worker.process.pid,
        startMs: listened - began,
        drainMs: Date.now() - listened,
      };
    },
    /** SIGTERM to every process, then waits for each to exit. */
    async stop() {
      stopping = true;
      const running = [...current.values()].filter(
        ({ worker }) => worker.process.exitCode === null && !worker.process.signalCode,
      );
      for (const { worker } of running) worker.process.kill('SIGTERM');
      return Promise.all(running.map(({ exited }) => exited));
    },
  };
}

/** GET `url` on a connection of its own, closed after the answer; resolves with the status. */
function getStatus(url) {
  return new Promise((resolve, reject) => {
    const req = get(url, { agent: false, timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
  });
}

/**
 * Resolves when GET `url` answers 200; rejects after `timeoutMs`. No kept-alive connection is left
 * behind (fetch's would be): a process draining for a rolling restart waits for every connection.
 */
export async function waitUntilReady(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await getStatus(url)) === 200) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
