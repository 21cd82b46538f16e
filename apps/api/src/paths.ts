import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * This module runs from `src/` (tsx, vitest) and from the bundle in `dist/`, at different depths.
 * Walking up to the nearest package.json finds `apps/api` in both cases, whatever the cwd.
 */
function findApiRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`apps/api/package.json not found above ${start}`);
    dir = parent;
  }
  return dir;
}

export const apiRoot = findApiRoot(dirname(fileURLToPath(import.meta.url)));
export const repoRoot = resolve(apiRoot, '..', '..');
export const migrationsFolder = join(apiRoot, 'drizzle');
/** The brand folders (brands/<allyCode>/brand.json) the demo seed makes allies of; BRANDS_DIR overrides it. */
export const defaultBrandsDir = join(repoRoot, 'brands');
