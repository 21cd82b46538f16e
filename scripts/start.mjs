// `npm start`: from a fresh clone to a running site. Obtains pnpm, installs, builds the API and the
// preview web build (every brand), then runs the API, which migrates and seeds the embedded
// database on first start and serves the site on one port.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { apiNodeFlags } from './lib/api-node-flags.mjs';
import { findPnpm, installDependencies, root, run } from './lib/pnpm.mjs';

const started = Date.now();
const pnpm = findPnpm();
installDependencies(pnpm);
run(pnpm, ['exec', 'turbo', 'run', 'build', '--filter=@aula/api', '--filter=@aula/web', '--output-logs=errors-only']);
console.log(`[aula] ready to serve after ${((Date.now() - started) / 1000).toFixed(1)} s of install and build`);

// NODE_ENV is left as the caller set it: `npm start` is the local run, where the development
// outbox (codes and reset links without a mail or WhatsApp provider) must stay readable.
// Deployments set NODE_ENV=production (the API refuses to start without it on another machine's
// DATABASE_URL); the line below says which mode this is, so a deployment never runs one by mistake.
const mode = process.env.NODE_ENV || 'development';
console.log(
  mode === 'development'
    ? '[aula] development mode (NODE_ENV unset): the /dev/ outbox, the API docs and the theme studio are on; deployments set NODE_ENV=production'
    : `[aula] NODE_ENV=${mode}`,
);
const server = spawn(
  process.execPath,
  [...apiNodeFlags(process.env.NODE_OPTIONS), join(root, 'apps', 'api', 'dist', 'server.js')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
