// `npm test`: every check the project keeps. Steps run in order; the first failure stops the run
// and names the step. A missing Chromium skips the browser tests outside CI and fails in CI.
import { spawnSync } from 'node:child_process';
import { chromiumHint, findChromium } from './lib/chromium.mjs';
import { findPnpm, root, toolEnv } from './lib/pnpm.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const timings = [];

function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n[aula test] ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: toolEnv(env) });
  const seconds = (Date.now() - started) / 1000;
  timings.push([name, seconds]);
  if (result.status !== 0) {
    console.error(`\n[aula test] FAILED: ${name} (${seconds.toFixed(1)} s)`);
    process.exit(result.status ?? 1);
  }
}

const chromium = findChromium();

/** A step that drives Chromium: skipped with a hint when there is none outside CI, a failure in CI. */
function browserStep(name, args) {
  if (chromium) return step(name, pnpm, args, { CHROMIUM_PATH: chromium });
  if (ci) {
    console.error(`[aula test] FAILED: ${name}: Chromium not found and CI=true. ${chromiumHint}`);
    process.exit(1);
  }
  console.warn(`\n[aula test] SKIPPED ${name}: Chromium not found. ${chromiumHint}`);
}

const started = Date.now();
const pnpm = findPnpm();
step('install', pnpm, ['install', '--frozen-lockfile', '--prefer-offline']);
step('lint (biome)', pnpm, ['exec', 'biome', 'check', '.']);
step('dependency direction', process.execPath, ['scripts/check-deps.mjs']);
step('import cycles', process.execPath, ['scripts/check-cycles.mjs']);
step('brand check (schema, logo, contrast, countries, share networks)', process.execPath, ['scripts/brand-check.mjs']);
step('script tests', process.execPath, ['--test', 'scripts/']);
step('typecheck e2e', pnpm, ['exec', 'tsc', '-p', 'e2e/tsconfig.json']);
step('typecheck + unit and API tests', pnpm, [
  'exec',
  'turbo',
  'run',
  'typecheck',
  'test',
  '--continue',
  '--concurrency=2',
]);
step('storybook build', pnpm, ['exec', 'storybook', 'build', '--quiet', '-o', 'storybook-static']);
browserStep('storybook stories (Chromium + axe)', ['run', 'test:stories']);
step('build (api + preview web)', pnpm, ['exec', 'turbo', 'run', 'build', '--filter=@aula/api', '--filter=@aula/web']);

browserStep('end-to-end (Chromium)', ['exec', 'playwright', 'test', '--config', 'e2e/playwright.config.ts']);

console.log('\n[aula test] all steps passed');
for (const [name, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  total`);
