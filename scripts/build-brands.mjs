// `npm run build:brands`: one deployable folder per ally, dist/brands/<allyCode>/, each holding
// only that ally's brand (BRAND=<allyCode> build of apps/web).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { findPnpm, installDependencies, root, run, toolEnv } from './lib/pnpm.mjs';

const pnpm = findPnpm();
installDependencies(pnpm);
const brands = readdirSync(join(root, 'brands')).filter((code) => existsSync(join(root, 'brands', code, 'brand.json')));
for (const code of brands) {
  const started = Date.now();
  const outDir = join(root, 'dist', 'brands', code);
  run(
    pnpm,
    ['--filter', '@aula/web', 'exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      env: toolEnv({ BRAND: code }),
    },
  );
  console.log(`[aula] ${code}: ${outDir} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
