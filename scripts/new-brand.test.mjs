// A new ally end to end, with the project's own commands: `brand:new` writes its folder,
// `build:brands` writes its site from the shared build, and the API serves that folder (seeding the
// ally from the same brands folder). All in a temporary folder, so the repository stays as it is.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { sharedBuildForTests } from './lib/brand-tools.mjs';
import { chromiumHint, findChromium } from './lib/chromium.mjs';
import { root } from './lib/pnpm.mjs';

const CODE = 'nueva';
const NAME = 'Nueva Ruta Demo';
const apiDir = join(root, 'apps', 'api');
const ci = process.env.CI === 'true' || process.env.CI === '1';

const work = mkdtempSync(join(tmpdir(), 'aula-new-brand-'));
const brandsDir = join(work, 'brands');
const sitesDir = join(work, 'sites');
const env = { ...process.env, BRANDS_DIR: brandsDir };
let server;
let serverOutput = '';
let origin;
let repoCodes = [];

function run(script, args) {
  const result = spawnSync(process.execPath, [join(root, 'scripts', script), ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, `${script} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function startApi() {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // Empty values mean "unset" to the API's config: no shared database or Redis from the caller.
  const apiEnv = {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(work, 'data'),
    WEB_DIST: join(sitesDir, CODE),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    DATABASE_URL: '',
    REDIS_URL: '',
    SEED_DEMO: '',
    FRONTEND_ORIGINS: '',
  };
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env: apiEnv });
  server.stdout.on('data', (chunk) => (serverOutput += chunk));
  server.stderr.on('data', (chunk) => (serverOutput += chunk));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    if (serverOutput.includes('Aula is running')) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.fail(`the API did not start:\n${serverOutput}`);
}

before(
  async () => {
    // The repository's brands beside the new one, as a real brands/ folder would hold them.
    cpSync(join(root, 'brands'), brandsDir, { recursive: true });
    repoCodes = readdirSync(brandsDir).filter((code) => existsSync(join(brandsDir, code, 'brand.json')));
    run('brand-new.mjs', [CODE, '--name', NAME, '--countries', 'mx,co']);
    const sharedDir = sharedBuildForTests(join(work, 'shared'));
    run('build-brands.mjs', ['--no-install', '--out', sitesDir, '--shared', sharedDir, '--reuse-shared']);
    await startApi();
  },
  { timeout: 180_000 },
);

after(() => {
  server?.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
});

const page = async (path) => {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
};
const siteData = (html) =>
  JSON.parse(/<script type="application\/json" id="aula-site">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

test('build:brands writes a site for every ally, the new one included', () => {
  assert.deepEqual(readdirSync(sitesDir).sort(), [...repoCodes, CODE].sort());
  for (const code of [...repoCodes, CODE]) assert.ok(existsSync(join(sitesDir, code, 'index.html')), code);
});

test('the API seeds the new folder as an ally with a landing page and lessons', async () => {
  const landing = await page(`/api/landing_pages/${CODE}/`);
  assert.equal(landing.status, 200);
  const body = JSON.parse(landing.text);
  assert.equal(body.ally_name, NAME);
  assert.match(body.title, new RegExp(NAME));
  assert.deepEqual(body.countries, ['mx', 'co']);
  assert.match(serverOutput, new RegExp(`/mx/${CODE}\\b`), 'the start-up message lists the new site');
  const lessons = JSON.parse((await page(`/api/new_lessons/?country=mx&ally_code=${CODE}`)).text);
  assert.ok(lessons.results.length > 0, 'no lessons for the new ally');
});

test("the new ally's address answers with its own branded index.html", async () => {
  const { status, type, text } = await page(`/mx/${CODE}`);
  assert.equal(status, 200);
  assert.match(type, /text\/html/);
  assert.match(text, new RegExp(`<title>${NAME}</title>`));
  assert.match(text, /<meta name="theme-color" content="#[0-9a-f]{6}" \/>/);
  assert.equal(siteData(text).brand.config.allyCode, CODE);
  for (const code of repoCodes) assert.doesNotMatch(text, new RegExp(`"allyCode":"${code}"`));
});

test('the site serves its logo and favicon, and an empty deployment.json (this origin)', async () => {
  const { brand } = siteData((await page('/')).text);
  for (const url of [brand.logoUrl, brand.faviconUrl]) {
    const asset = await page(url);
    assert.equal(asset.status, 200, url);
    assert.match(asset.type, /image\/svg\+xml/);
  }
  assert.match((await page(brand.logoUrl)).text, new RegExp(NAME));
  assert.deepEqual(JSON.parse((await page('/deployment.json')).text), {});
});

test('the site renders in Chromium with the new brand, and reads its deployment from deployment.json', {
  skip: !findChromium() && !ci ? `Chromium not found. ${chromiumHint}` : false,
}, async () => {
  const executablePath = findChromium();
  assert.ok(executablePath, `CI=true needs Chromium. ${chromiumHint}`);
  const { chromium } = createRequire(join(root, 'package.json'))('playwright');
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const tab = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems = [];
    tab.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    tab.on('pageerror', (error) => problems.push(String(error)));
    await tab.goto(`${origin}/mx/${CODE}`);
    await tab.getByRole('heading', { level: 1, name: new RegExp(NAME) }).waitFor();
    assert.equal(await tab.title(), NAME);
    const logo = tab.getByRole('banner').getByRole('img', { name: NAME });
    // decode() waits for the file: the heading can be drawn before the logo has arrived.
    assert.equal(await logo.evaluate((image) => image.decode().then(() => image.naturalWidth)), 326);
    assert.deepEqual(problems, []);

    // The same folder, another deployment: only deployment.json beside it changes, and a wrong
    // one stops the site with each problem named instead of starting half pointed elsewhere.
    const deployment = join(sitesDir, CODE, 'deployment.json');
    writeFileSync(deployment, JSON.stringify({ production: true, apiBaseUrl: '/api', frontendBaseUrl: origin }));
    await tab.reload();
    const alert = tab.getByRole('alert');
    await alert.waitFor();
    const text = await alert.textContent();
    assert.match(text, /apiBaseUrl: must be an absolute URL/);
    assert.match(text, /frontendBaseUrl: must use https in production/);
    writeFileSync(deployment, JSON.stringify({ apiBaseUrl: origin, frontendBaseUrl: origin }));
    await tab.reload();
    await tab.getByRole('heading', { level: 1, name: new RegExp(NAME) }).waitFor();
  } finally {
    await browser.close();
  }
});
