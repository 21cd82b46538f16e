// `node scripts/api-on-node24.mjs [vitest filters]`: the API suite (apps/api/scripts/test-both.mjs:
// PGlite and, at the same time, PostgreSQL when one answers) on Node 24, the major of the production image
// (Dockerfile), while the development machines and `npm test` stay on Node 20. Node 24 comes from
// the npm registry's `node` package (`npm exec node@24`: a binary shipped in a registry package),
// so nothing else is installed. Prints the Node version it ran and the suite's own summary.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib/pnpm.mjs';

/** The major the Dockerfile's NODE_IMAGE names; scripts/deploy-artifacts.test.mjs holds the two together. */
export const PRODUCTION_NODE_MAJOR = 24;

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const node = [npm, ['exec', '--yes', `node@${PRODUCTION_NODE_MAJOR}`, '--']];
const version = spawnSync(node[0], [...node[1], '--version'], { cwd: root, encoding: 'utf8' });
if (version.status !== 0 || !version.stdout.startsWith(`v${PRODUCTION_NODE_MAJOR}.`)) {
  console.error(
    `[api on node ${PRODUCTION_NODE_MAJOR}] npm exec node@${PRODUCTION_NODE_MAJOR} failed:\n${version.stderr}`,
  );
  process.exit(1);
}
console.log(`[api on node ${PRODUCTION_NODE_MAJOR}] ${version.stdout.trim()}`);
const started = Date.now();
const suite = spawnSync(
  node[0],
  [...node[1], join(root, 'apps', 'api', 'scripts', 'test-both.mjs'), ...process.argv.slice(2)],
  { cwd: join(root, 'apps', 'api'), stdio: 'inherit' },
);
console.log(
  `[api on node ${PRODUCTION_NODE_MAJOR}] ${suite.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(suite.status ?? 1);
