// `npm run build:brands [-- allyCode...]`: one deployable folder per ally, dist/brands/<allyCode>/.
// The application is built once, brand-free (dist/shared-web/); each ally's folder is that build
// copied plus its brand (apps/web/vite/brand-site.ts): seconds per brand instead of a full build each.
// Options: --reuse-shared skips the shared build when it exists (brand data only changed);
// --out <dir> and --shared <dir> write elsewhere; --no-install skips the dependency check (tests).
// BRANDS_DIR picks another brands folder.
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  brandsDir,
  checkBrands,
  defaultOutDir,
  defaultSharedDir,
  viteBuild,
  writeBrandSites,
} from './lib/brand-tools.mjs';
import { findPnpm, installDependencies, root } from './lib/pnpm.mjs';

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      'reuse-shared': { type: 'boolean', default: false },
      'no-install': { type: 'boolean', default: false },
      out: { type: 'string' },
      shared: { type: 'string' },
    },
  });
} catch (error) {
  console.error(
    `[aula] build:brands: ${error.message}\nusage: npm run build:brands -- [allyCode...] [--reuse-shared] [--out dir] [--shared dir]`,
  );
  process.exit(1);
}
const { values, positionals: codes } = parsed;
const outDir = values.out ? resolve(values.out) : defaultOutDir;
const sharedDir = values.shared ? resolve(values.shared) : defaultSharedDir;
const shown = (path) => relative(root, path) || path;

if (!values['no-install']) installDependencies(findPnpm());
const dir = brandsDir();
const { folders, problems } = await checkBrands(dir, codes);
if (problems.length > 0) {
  for (const { file, field, reason } of problems) console.error(`${file}: ${field}: ${reason}`);
  console.error('[aula] build:brands stopped: fix the brand problems above (npm run brand:check)');
  process.exit(1);
}

if (values['reuse-shared'] && existsSync(join(sharedDir, 'index.html'))) {
  console.log(`[aula] reusing the shared build in ${shown(sharedDir)}/`);
} else {
  const seconds = viteBuild(sharedDir, { AULA_BUILD: 'shared' });
  console.log(`[aula] shared build: ${shown(sharedDir)}/ (${seconds.toFixed(1)} s)`);
}
const timings = await writeBrandSites({ sharedDir, outDir, dir, codes: folders });
for (const [code, seconds] of timings) {
  console.log(`[aula] ${code}: ${shown(join(outDir, code))}/ (${seconds.toFixed(2)} s)`);
}
