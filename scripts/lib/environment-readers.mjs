// CONVENTIONS.md 9: one validated config module per app; nothing else in the running product
// reads `process.env` or `import.meta.env`, so every setting is checked and documented once.
// The running product is the source of apps/* and packages/*, less tests, stories and test
// helpers; build configuration (vite.config.ts, apps/web/vite/) and scripts are tools, not product.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const CONFIG_MODULE = 'src/config.ts';
const sourcePattern = /\.(ts|tsx|mts|mjs|js)$/;
const notProduct = /(^|\/)(test|tests|__tests__|mocks)\/|\.(test|spec|stories)\.[jt]sx?$|\.d\.ts$/;
const environmentRead = /\bprocess\.env\b|\bimport\.meta\.env\b/;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) return [];
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return sourcePattern.test(entry) ? [path] : [];
  });
}

/** `apps/web/src/offline/register-worker.ts: reads the environment; ...` for each reader but config.ts. */
export function checkEnvironmentReaders(root) {
  const violations = [];
  for (const group of ['apps', 'packages']) {
    if (!existsSync(join(root, group))) continue;
    for (const folder of readdirSync(join(root, group))) {
      const src = join(root, group, folder, 'src');
      if (!existsSync(src)) continue;
      for (const file of sourceFiles(src)) {
        const inPackage = relative(join(root, group, folder), file)
          .split(sep)
          .join('/');
        if ((group === 'apps' && inPackage === CONFIG_MODULE) || notProduct.test(inPackage)) continue;
        if (!environmentRead.test(readFileSync(file, 'utf8'))) continue;
        const where = `${group}/${folder}/${inPackage}`;
        violations.push(`${where}: reads the environment; take the setting from its app's ${CONFIG_MODULE}`);
      }
    }
  }
  return violations;
}
