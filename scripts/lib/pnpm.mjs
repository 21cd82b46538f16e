// Finds the pinned pnpm, or obtains it, so a machine with only Node and npm can run the project.
// Order: a matching `pnpm` on PATH, then a copy under .tools/, then `npm install` into .tools/.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const localBin = join(root, '.tools', 'pnpm', 'node_modules', '.bin', 'pnpm');

function versionOf(command) {
  try {
    return execFileSync(command, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

export function findPnpm() {
  if (versionOf('pnpm') === pinned) return 'pnpm';
  if (existsSync(localBin) && versionOf(localBin) === pinned) return localBin;
  console.log(`[aula] pnpm ${pinned} not found; installing it into .tools/pnpm with npm`);
  run('npm', [
    'install',
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--prefix',
    join(root, '.tools', 'pnpm'),
    `pnpm@${pinned}`,
  ]);
  if (versionOf(localBin) !== pinned) throw new Error(`could not obtain pnpm ${pinned}`);
  return localBin;
}

/**
 * The environment child commands run with: the local pnpm on PATH (turbo looks the package
 * manager up there) and no telemetry.
 */
export function toolEnv(extra = {}) {
  return {
    ...process.env,
    PATH: [dirname(localBin), process.env.PATH].join(delimiter),
    TURBO_TELEMETRY_DISABLED: '1',
    ...extra,
  };
}

/** Runs a command in the repo root with inherited output; exits the process on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: options.env ?? toolEnv() });
  if (result.status !== 0) {
    console.error(`[aula] failed: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

export function installDependencies(pnpm) {
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  run(pnpm, ['install', '--prefer-offline', ...frozen]);
}
