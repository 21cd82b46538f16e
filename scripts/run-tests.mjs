// `npm test`: every check the project keeps. Steps run in order; the first failure stops the run
// and names the step. A missing Chromium skips the browser tests outside CI and fails in CI.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromiumHint, findChromium } from './lib/chromium.mjs';
import { createFailureDigest } from './lib/failure-digest.mjs';
import { findPnpm, root, toolEnv } from './lib/pnpm.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const timings = [];

/** Runs one step with its output passed through; on failure repeats what it said about it, then exits. */
async function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n[aula test] ${name}`);
  const digest = createFailureDigest();
  const child = spawn(command, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env: toolEnv(env) });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    from.on('data', (chunk) => {
      to.write(chunk);
      digest.add(chunk);
    });
  }
  const status = await new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code));
  });
  const seconds = (Date.now() - started) / 1000;
  timings.push([name, seconds]);
  if (status !== 0) {
    const said = digest.lines();
    if (said.length > 0) console.error(`\n[aula test] what ${name} said about the failure:\n${said.join('\n')}`);
    console.error(`\n[aula test] FAILED: ${name} (${seconds.toFixed(1)} s)`);
    process.exit(status ?? 1);
  }
}

const chromium = findChromium();

/** A step that drives Chromium: skipped with a hint when there is none outside CI, a failure in CI. */
async function browserStep(name, args) {
  if (chromium) return await step(name, pnpm, args, { CHROMIUM_PATH: chromium });
  if (ci) {
    console.error(`[aula test] FAILED: ${name}: Chromium not found and CI=true. ${chromiumHint}`);
    process.exit(1);
  }
  console.warn(`\n[aula test] SKIPPED ${name}: Chromium not found. ${chromiumHint}`);
}

const started = Date.now();
const pnpm = findPnpm();
await step('install', pnpm, ['install', '--frozen-lockfile', '--prefer-offline']);
await step('lint (biome)', pnpm, ['exec', 'biome', 'check', '.']);
await step('dependency direction', process.execPath, ['scripts/check-deps.mjs']);
await step('import cycles', process.execPath, ['scripts/check-cycles.mjs']);
await step('brand check (schema, logo, contrast, countries, share networks)', process.execPath, [
  'scripts/brand-check.mjs',
]);
// The tests that need the brand-free web build share one (scripts/lib/brand-tools.mjs).
const sharedBuild = join(mkdtempSync(join(tmpdir(), 'aula-script-tests-')), 'shared');
await step('script tests', process.execPath, ['--test', 'scripts/'], { AULA_TEST_SHARED_BUILD: sharedBuild });
rmSync(dirname(sharedBuild), { recursive: true, force: true });
await step('typecheck e2e', process.execPath, ['scripts/typecheck.mjs', 'e2e/tsconfig.json']);
// The web app's typecheck is the whole front end's, every package in one program (its
// tsconfig.front.json); the API's is its own. Per package they checked shared sources again.
await step('typecheck + unit and API tests', pnpm, [
  'exec',
  'turbo',
  'run',
  '@aula/web#typecheck',
  '@aula/api#typecheck',
  'test',
  '--continue',
  '--concurrency=2',
]);
await step('storybook build', pnpm, ['exec', 'storybook', 'build', '--quiet', '-o', 'storybook-static']);
await browserStep('storybook stories (Chromium + axe)', ['run', 'test:stories']);
await step('build (api + preview web)', pnpm, [
  'exec',
  'turbo',
  'run',
  'build',
  '--filter=@aula/api',
  '--filter=@aula/web',
]);

await browserStep('end-to-end (Chromium)', ['exec', 'playwright', 'test', '--config', 'e2e/playwright.config.ts']);

console.log('\n[aula test] all steps passed');
for (const [name, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  total`);
