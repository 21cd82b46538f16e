// `npm run cluster [-- --processes N --port P --api-ports A,B --listen ADDRESS --no-build --seed-demo]`:
// the production topology on one machine (options: scripts/lib/cluster-options.mjs). Builds once (turbo reuses a build whose inputs did not change), migrates once as a
// step of its own (PostgreSQL's advisory lock keeps N processes from racing), starts N API
// processes on DATABASE_URL and REDIS_URL, and puts Debian's nginx in front: the web build's
// precompressed files from disk, pages and the API from the processes. Ctrl-C or SIGTERM stops
// nginx, then each process with SIGTERM (each finishes its requests), and waits for all.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ensureDatabase, redactUrl } from './lib/cluster-database.mjs';
import { clusterOptions } from './lib/cluster-options.mjs';
import { superviseProcesses, waitUntilReady } from './lib/cluster-processes.mjs';
import { nginxConf, nginxTempFolders } from './lib/nginx-conf.mjs';
import { findPnpm, installDependencies, root, run } from './lib/pnpm.mjs';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/aula_cluster';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
const NGINX_HINT =
  "Install Debian's nginx with `sudo apt-get install -y nginx libnginx-mod-http-brotli-static` (the second package serves the build's .br files).";
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
// A start takes seconds on an idle machine, a minute or more on a busy one (the migration check, the app, its pool).
const READY_TIMEOUT_MS = 180_000;

let options;
try {
  options = clusterOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`[cluster] ${error.message}`);
  process.exit(1);
}
const { processes, port, apiPorts: ports, listen } = options;
if (processes > cpus().length) {
  console.warn(`[cluster] ${processes} processes on ${cpus().length} cores: they will share them`);
}

function findNginx() {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {}
  }
  return undefined;
}
/** As .ci/run does for Chromium: root on Debian installs the package itself; anyone else gets the hint. */
function installNginx() {
  const canInstall = process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!canInstall) return;
  console.log("[cluster] installing Debian's nginx");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'nginx', 'libnginx-mod-http-brotli-static'], { stdio: 'inherit', env });
}

let nginx = findNginx();
if (!nginx) {
  installNginx();
  nginx = findNginx();
}
if (!nginx) {
  console.error(`[cluster] nginx not found. ${NGINX_HINT}`);
  process.exit(1);
}

const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
// The local default database is a demo; another one is seeded only when asked.
const seedDemo = options.seedDemo || process.env.SEED_DEMO === 'true' || !process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR || join(root, '.data', 'cluster');
const webDist = process.env.WEB_DIST || join(root, 'apps', 'web', 'dist');
const apiDist = join(root, 'apps', 'api', 'dist');
mkdirSync(dataDir, { recursive: true });

/** Every process must sign alike: SECRET_KEY, or one random key kept beside the cluster's data. */
function secretKey() {
  if (process.env.SECRET_KEY) return process.env.SECRET_KEY;
  const file = join(dataDir, 'secret-key');
  if (!existsSync(file)) writeFileSync(file, `${randomBytes(48).toString('base64')}\n`, { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

const started = Date.now();
if (!options.build) {
  for (const file of [join(apiDist, 'server.js'), join(apiDist, 'migrate.js'), join(webDist, 'index.html')]) {
    if (!existsSync(file)) {
      console.error(`[cluster] --no-build, but ${file} is missing: run without --no-build once`);
      process.exit(1);
    }
  }
} else {
  const pnpm = findPnpm();
  installDependencies(pnpm);
  run(pnpm, ['exec', 'turbo', 'run', 'build', '--filter=@aula/api', '--filter=@aula/web', '--output-logs=errors-only']);
}

try {
  if (await ensureDatabase(databaseUrl)) console.log(`[cluster] created the database ${redactUrl(databaseUrl)}`);
} catch (error) {
  console.error(`[cluster] PostgreSQL at ${redactUrl(databaseUrl)} did not answer: ${error.message}`);
  process.exit(1);
}

const listenOrigin = ['0.0.0.0', '::', '127.0.0.1'].includes(listen)
  ? []
  : [`http://${listen.includes(':') ? `[${listen}]` : listen}:${port}`];
const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`, ...listenOrigin].join(',');
const baseEnv = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV || 'production',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  SECRET_KEY: secretKey(),
  DATA_DIR: dataDir,
  WEB_DIST: webDist,
  // nginx on this machine is the one proxy: the client address is the one it saw (lib/trust-proxy.ts).
  TRUST_PROXY: '127.0.0.1',
  FRONTEND_ORIGINS: process.env.FRONTEND_ORIGINS || origins,
};

// The migration step: once, before any process starts (they check again under the same lock and find nothing to do).
const migrated = spawnSync(process.execPath, [join(apiDist, 'migrate.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...baseEnv, SEED_DEMO: String(seedDemo) },
});
if (migrated.status !== 0) {
  console.error('[cluster] the migration step failed; nothing started');
  process.exit(migrated.status ?? 1);
}

const api = superviseProcesses({
  script: join(apiDist, 'server.js'),
  ports,
  cwd: root,
  envFor: (apiPort) => ({ ...baseEnv, PORT: String(apiPort), HOST: '127.0.0.1', SEED_DEMO: 'false' }),
});

const nginxDir = mkdtempSync(join(tmpdir(), 'aula-cluster-'));
for (const folder of nginxTempFolders) mkdirSync(join(nginxDir, 'temp', folder), { recursive: true });
const confFile = join(nginxDir, 'nginx.conf');
/** nginx's configuration, written once: a rolling restart does not reload nginx. */
function writeNginxConf() {
  writeFileSync(
    confFile,
    nginxConf({
      dir: nginxDir,
      port,
      host: listen,
      upstreams: ports.map((apiPort) => `127.0.0.1:${apiPort}`),
      webDist,
      mediaRoot: join(root, 'apps', 'api', 'media'),
      brotliModule: existsSync(BROTLI_MODULE) ? BROTLI_MODULE : undefined,
      // Started as root, nginx would hand its workers to `nobody`; they stay the one who ran this.
      user: process.getuid?.() === 0 ? userInfo().username : undefined,
    }),
  );
}
writeNginxConf();

let nginxProcess;
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('\n[cluster] stopping: nginx first (no new requests), then each API process with SIGTERM');
  if (nginxProcess && nginxProcess.exitCode === null) {
    // QUIT: nginx finishes the requests it is proxying, then exits.
    const nginxExited = new Promise((resolve) => nginxProcess.once('exit', resolve));
    nginxProcess.kill('SIGQUIT');
    await nginxExited;
  }
  const exits = await api.stop();
  for (const [index, exit] of exits.entries()) {
    console.log(`[cluster] api ${index + 1}: ${exit.signal ? `ended by ${exit.signal}` : `exited ${exit.code}`}`);
  }
  rmSync(nginxDir, { recursive: true, force: true });
  console.log(`[cluster] stopped after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

/**
 * `kill -HUP <this script's pid>`: every API process replaced in turn (a new release in
 * apps/api/dist) without a failed request and without touching nginx. The new process starts
 * beside the old one on the same port (one socket, scripts/lib/cluster-processes.mjs); once it
 * listens, the old one gets SIGTERM: it stops accepting, answers what nginx still sends on its
 * kept-alive connections with Connection: close, waits for nginx to close the idle ones (nginx's
 * upstream keepalive_timeout) and exits. nginx is not reloaded: a reload ends its idle kept-alive
 * connections to clients, and a client writing on one at that moment is reset.
 */
let rolling = false;
async function rollingRestart() {
  if (rolling || stopping || !nginxProcess) return;
  rolling = true;
  const began = Date.now();
  console.log('[cluster] rolling restart: one process at a time, the new one beside the old one');
  try {
    for (const apiPort of ports) {
      const step = await api.replace(apiPort);
      const seconds = (ms) => (ms / 1000).toFixed(1);
      console.log(
        `[cluster] rolling restart: 127.0.0.1:${apiPort} is pid ${step.newPid} (was ${step.oldPid}): started in ${seconds(step.startMs)} s, the old one drained and exited in ${seconds(step.drainMs)} s`,
      );
    }
    console.log(`[cluster] rolling restart done in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  } catch (error) {
    console.error(`[cluster] rolling restart stopped: ${error.message}`);
  } finally {
    rolling = false;
  }
}
process.on('SIGHUP', () => void rollingRestart());

try {
  await Promise.all(ports.map((apiPort) => waitUntilReady(`http://127.0.0.1:${apiPort}/readyz`, READY_TIMEOUT_MS)));
} catch (error) {
  console.error(`[cluster] ${error.message}`);
  await stop(1);
}

const checked = spawnSync(nginx, ['-t', '-q', '-p', nginxDir, '-c', confFile], { stdio: 'inherit' });
if (checked.status !== 0) {
  console.error(`[cluster] nginx refused ${confFile}`);
  await stop(1);
}
// A group of its own: Ctrl-C reaches the terminal's group, and nginx's answer to SIGINT is a fast
// stop that drops the requests in flight; stop() sends it QUIT instead (finish them, then exit).
nginxProcess = spawn(nginx, ['-p', nginxDir, '-c', confFile], { stdio: 'inherit', detached: true });
nginxProcess.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`[cluster] nginx exited (${signal ?? `code ${code}`}); see ${join(nginxDir, 'error.log')}`);
  void stop(1);
});
await waitUntilReady(`http://127.0.0.1:${port}/readyz`, READY_TIMEOUT_MS).catch(async (error) => {
  console.error(`[cluster] through nginx: ${error.message}`);
  await stop(1);
});

console.log(
  [
    '',
    `[cluster] Aula is running at http://localhost:${port} (nginx on ${listen}:${port}) after ${((Date.now() - started) / 1000).toFixed(1)} s`,
    `  ${processes} API processes: ${ports.map((apiPort) => `127.0.0.1:${apiPort}`).join(', ')} (pids ${api.pids().join(', ')}); one that exits is started again`,
    `  PostgreSQL ${redactUrl(databaseUrl)}, Redis ${redactUrl(redisUrl)}, NODE_ENV=${baseEnv.NODE_ENV}${seedDemo ? ', demo content (seeded once, on an empty database)' : ''}`,
    `  web build ${webDist}; data and secret key ${dataDir}`,
    `  nginx config, logs and pid in ${nginxDir} (removed on stop)`,
    `  Open http://localhost:${port}/mx/impulsa ; Ctrl-C stops it all; kill -HUP ${process.pid} restarts each process in turn.`,
  ].join('\n'),
);
