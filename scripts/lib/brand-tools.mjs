// The brand tools' shared parts: the TypeScript modules they run (loaded through tsx, since the
// packages ship source), where the brands are, and the web app's Vite build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { root } from './pnpm.mjs';

export const webDir = join(root, 'apps', 'web');
/** Where the shared build goes by default; dist/brands/<allyCode>/ are made from it. */
export const defaultSharedDir = join(root, 'dist', 'shared-web');
export const defaultOutDir = join(root, 'dist', 'brands');

/** BRANDS_DIR, as the web build and the API seed read it; default: the repository's brands/. */
export function brandsDir() {
  return process.env.BRANDS_DIR ? resolve(process.env.BRANDS_DIR) : join(root, 'brands');
}

const modules = new Map();

/**
 * A TypeScript module of the workspace (`@aula/brand/check`, `apps/web/vite/brand-site.ts`),
 * loaded once per process: each tsImport call compiles the module graph afresh.
 */
export function loadTs(specifier) {
  if (!modules.has(specifier)) {
    const target = specifier.startsWith('@') ? specifier : join(root, specifier);
    modules.set(specifier, tsImport(target, import.meta.url));
  }
  return modules.get(specifier);
}

/**
 * The countries the API knows: the list its seed checks brand.json against
 * (`@aula/demo-content/countries`), so a brand that passes here is accepted there.
 */
export async function knownCountries() {
  return (await loadTs('@aula/demo-content/countries')).COUNTRY_CODES;
}

/** Every problem of every brand folder (or of the named ones), as `{ file, field, reason }`. */
export async function checkBrands(dir, codes) {
  const { checkBrandFolder } = await loadTs('@aula/brand/check');
  const { listBrandFolders } = await loadTs('@aula/brand/load');
  const options = { knownCountries: await knownCountries() };
  const folders = codes?.length ? codes : listBrandFolders(dir);
  return { folders, problems: folders.flatMap((code) => checkBrandFolder(dir, code, options)) };
}

/**
 * One Vite build of apps/web. `env.AULA_BUILD=shared` makes the brand-free shared build;
 * `env.BRAND=<code>` one ally's site. Returns the seconds it took; throws with Vite's output.
 */
export function viteBuild(outDir, env = {}) {
  const vite = join(
    dirname(createRequire(join(webDir, 'package.json')).resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: webDir,
      env: { ...process.env, BRAND: '', AULA_BUILD: '', ...env },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
  return (performance.now() - started) / 1000;
}

/**
 * Writes dist/brands/<code>/ for each code from the shared build; returns seconds per brand.
 * One process stamps them all, so an extra brand costs its copy and its files, nothing more.
 */
export async function writeBrandSites({ sharedDir, outDir, dir, codes }) {
  if (!existsSync(join(sharedDir, 'index.html'))) throw new Error(`${sharedDir} holds no shared build`);
  const { loadBrand } = await loadTs('@aula/brand/load');
  const { writeBrandSite } = await loadTs('apps/web/vite/brand-site.ts');
  const timings = [];
  for (const code of codes) {
    const started = performance.now();
    writeBrandSite({ sharedDir, outDir: join(outDir, code), brand: loadBrand(dir, code) });
    timings.push([code, (performance.now() - started) / 1000]);
  }
  return timings;
}

/** How long a test waits for another process's shared build before calling its lock stale. */
const SHARED_BUILD_WAIT_MS = 300_000;

/**
 * The brand-free shared build for the script tests. `npm test` names one folder for the run
 * (AULA_TEST_SHARED_BUILD), so the tests that need it build it once between them (a build is
 * ~16 s of both cores); a test run alone builds its own into `fallback`. A build under way in
 * another test process is waited for (a lock folder beside it).
 */
export function sharedBuildForTests(fallback) {
  const dir = process.env.AULA_TEST_SHARED_BUILD ? resolve(process.env.AULA_TEST_SHARED_BUILD) : fallback;
  const lock = `${dir}.lock`;
  mkdirSync(dirname(dir), { recursive: true });
  const deadline = Date.now() + SHARED_BUILD_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (Date.now() > deadline) throw new Error(`${lock} stayed locked for ${SHARED_BUILD_WAIT_MS / 1000} s`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    if (!existsSync(join(dir, 'index.html'))) viteBuild(dir, { AULA_BUILD: 'shared' });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  return dir;
}
