// brand:new and brand:check as an ally team runs them: a new folder that passes at once, and
// problems named by file, field and reason.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { root } from './lib/pnpm.mjs';

function run(script, args, brandsDir) {
  const result = spawnSync(process.execPath, [join(root, 'scripts', script), ...args], {
    cwd: root,
    env: { ...process.env, BRANDS_DIR: brandsDir },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const made = [];
after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
const emptyBrands = () => {
  const dir = mkdtempSync(join(tmpdir(), 'aula-brand-tools-'));
  made.push(dir);
  return dir;
};

test('brand:new writes a folder that brand:check accepts', () => {
  const dir = emptyBrands();
  const created = run(
    'brand-new.mjs',
    ['demo9', '--name', 'Demo Nueve', '--countries', 'mx,co', '--color', '#2e7d32'],
    dir,
  );
  assert.equal(created.status, 0, created.output);
  for (const file of ['brand.json', 'theme.json', 'logo.svg', 'favicon.svg']) {
    assert.ok(existsSync(join(dir, 'demo9', file)), `${file} missing`);
  }
  const brand = JSON.parse(readFileSync(join(dir, 'demo9', 'brand.json'), 'utf8'));
  assert.deepEqual([brand.allyCode, brand.name, brand.countries], ['demo9', 'Demo Nueve', ['mx', 'co']]);
  const checked = run('brand-check.mjs', [], dir);
  assert.equal(checked.status, 0, checked.output);
  assert.match(checked.output, /1 brands ok: demo9/);
});

test('brand:new refuses a country the API does not know ("br"), a bad code and an existing folder', () => {
  const dir = emptyBrands();
  const country = run('brand-new.mjs', ['demo9', '--name', 'Demo', '--countries', 'mx,br'], dir);
  assert.equal(country.status, 1);
  assert.match(country.output, /--countries: br not known to the API/);
  assert.equal(existsSync(join(dir, 'demo9')), false);
  const code = run('brand-new.mjs', ['Demo_9', '--name', 'Demo', '--countries', 'mx'], dir);
  assert.match(code.output, /ally code must be 2-40 lower-case/);
  assert.equal(run('brand-new.mjs', ['demo9', '--name', 'Demo', '--countries', 'mx'], dir).status, 0);
  const again = run('brand-new.mjs', ['demo9', '--name', 'Demo', '--countries', 'mx'], dir);
  assert.equal(again.status, 1);
  assert.match(again.output, /already exists/);
});

test('brand:check names file, field and reason of each problem and fails', () => {
  const dir = emptyBrands();
  cpSync(join(root, 'brands', 'impulsa'), join(dir, 'impulsa'), { recursive: true });
  const themeFile = join(dir, 'impulsa', 'theme.json');
  const theme = JSON.parse(readFileSync(themeFile, 'utf8'));
  theme.colors.dark.text = '#333333';
  writeFileSync(themeFile, JSON.stringify(theme));
  const logo = join(dir, 'impulsa', 'logo.svg');
  writeFileSync(logo, readFileSync(logo, 'utf8').replace('width="326"', 'width="320"'));
  const checked = run('brand-check.mjs', [], dir);
  assert.equal(checked.status, 1);
  assert.match(checked.output, /brands\/impulsa\/theme\.json: colors\.dark\.text: #333333 on colors\.dark\.background/);
  assert.match(checked.output, /brands\/impulsa\/logo\.svg: width\/height: is 320x127; the logo must be 326x127 px/);
});

test('build:brands stops before building when a brand is broken, naming file and field', () => {
  const dir = emptyBrands();
  cpSync(join(root, 'brands', 'impulsa'), join(dir, 'impulsa'), { recursive: true });
  const config = join(dir, 'impulsa', 'brand.json');
  writeFileSync(config, JSON.stringify({ ...JSON.parse(readFileSync(config, 'utf8')), shareNetworks: ['myspace'] }));
  const out = join(dir, 'out');
  const built = run('build-brands.mjs', ['--no-install', '--out', out, '--shared', join(dir, 'shared')], dir);
  assert.equal(built.status, 1);
  assert.match(built.output, /brands\/impulsa\/brand\.json: shareNetworks\.0: /);
  assert.match(built.output, /build:brands stopped/);
  assert.equal(existsSync(out), false, 'nothing is written for a broken brand');
  assert.match(run('build-brands.mjs', ['--bogus'], dir).output, /usage: npm run build:brands/);
});
