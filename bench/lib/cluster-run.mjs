// `npm run cluster` as the cluster bench runs it: scripts/cluster.mjs itself (the operator's
// command, nginx and its supervisor included) in a child process with its output in a log file,
// and the pid of the API process listening on a port, read from `ss` (the supervisor starts a
// new process, with a new pid, after each exit).
import { execFileSync, spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitUntilReady } from '../../scripts/lib/cluster-processes.mjs';
import { repoRoot } from './processes.mjs';

const READY_TIMEOUT_MS = 180_000;

/**
 * The pid of the API process listening on 127.0.0.1:`port`, or undefined. The port's socket is
 * shared (node:cluster): `ss` names the supervisor and each process that has it; the API process
 * is the one of these that is not `exclude` (the supervisor's own pid).
 */
export function pidOnPort(port, exclude) {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pids = [...out.matchAll(/pid=(\d+)/g)].map(([, pid]) => Number(pid)).filter((pid) => pid !== exclude);
  return pids.at(-1);
}

/**
 * Starts `scripts/cluster.mjs --processes N --port P` and resolves once nginx answers /readyz.
 * `env` carries DATABASE_URL, REDIS_URL, REDIS_PREFIX...; `build` false adds --no-build.
 */
export async function startCluster({ processes, port, env, logFile, build }) {
  // The processes take the ports after nginx's (the script's default, passed on explicitly).
  const out = openSync(logFile, 'a');
  const apiPorts = Array.from({ length: processes }, (_, index) => port + 1 + index);
  const args = [join(repoRoot, 'scripts', 'cluster.mjs'), '--port', String(port), '--api-ports', apiPorts.join(',')];
  args.push('--listen', '127.0.0.1');
  if (!build) args.push('--no-build');
  args.push('--seed-demo');
  const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', out, out], env });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const failed = exited.then(({ code, signal }) => {
    throw new Error(`npm run cluster exited (${signal ?? `code ${code}`}) before it was ready; see ${logFile}`);
  });
  await Promise.race([waitUntilReady(`http://127.0.0.1:${port}/readyz`, READY_TIMEOUT_MS), failed]);
  failed.catch(() => {});
  const doneLines = () => readFileSync(logFile, 'utf8').match(/\[cluster\] rolling restart (done|stopped).*/g) ?? [];
  return {
    url: `http://127.0.0.1:${port}`,
    apiPorts,
    /** The API process on `apiPort` now. */
    pidOn: (apiPort) => pidOnPort(apiPort, child.pid),
    /** `kill -HUP` to the script: each process drained at nginx, restarted, back; resolves with its last log line. */
    async rollingRestart(timeoutMs = 600_000) {
      const before = doneLines().length;
      child.kill('SIGHUP');
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const lines = doneLines();
        if (lines.length > before) return lines.at(-1);
        if (Date.now() > deadline) throw new Error(`the rolling restart did not end within ${timeoutMs / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    /** Ctrl-C's path: SIGTERM to the script, which stops nginx then each process; killed after 60 s. */
    async stop() {
      if (child.exitCode !== null || child.signalCode) return;
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(timer);
    },
  };
}
