// What the package.json files must say (ARCHITECTURE.md, "Imports point one way"): every package
// has a place in the import direction and declares only the workspace packages it may import; its
// public modules are listed one by one, none of them test code; a brand folder is data, never a
// package.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import direction from './import-direction.cjs';

const { allowedImports } = direction;

/** A brand folder is data read by @aula/brand; a package.json would make it an install-time package. */
function brandFolderViolations(root) {
  const brandsDir = join(root, 'brands');
  if (!existsSync(brandsDir)) return [];
  return readdirSync(brandsDir)
    .filter((folder) => existsSync(join(brandsDir, folder, 'package.json')))
    .map((folder) => `brands/${folder}/package.json: a brand folder is data, not a package; delete the file`);
}

/** Each public module listed by name; a wildcard would make every file, tests included, public. */
function exportViolations(where, pkg) {
  const violations = [];
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    const targets = typeof target === 'string' ? [target] : Object.values(target ?? {});
    if (subpath.includes('*') || targets.some((each) => String(each).includes('*')))
      violations.push(`${where}: "${subpath}" exports every file; list the public modules instead`);
    for (const each of targets)
      if (/(^|\/)test\/|\.(test|spec|stories)\.[jt]sx?$/.test(String(each)))
        violations.push(`${where}: "${subpath}" exports test code (${each})`);
  }
  return violations;
}

function dependencyViolations(where, pkg) {
  const allowed = allowedImports(pkg.name);
  if (allowed === null) return [`${where}: ${pkg.name} has no place in the dependency rules`];
  const declared = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
  return declared
    .filter((dep) => dep.startsWith('@aula/') && !allowed.includes(dep))
    .map((dep) => `${where}: ${pkg.name} must not depend on ${dep}`);
}

/** Human-readable violations of the manifests of the workspace at `root` (empty when they hold). */
export function checkManifests(root) {
  const violations = brandFolderViolations(root);
  for (const group of ['apps', 'packages']) {
    if (!existsSync(join(root, group))) continue;
    for (const folder of readdirSync(join(root, group))) {
      const manifest = join(root, group, folder, 'package.json');
      if (!existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
      const where = relative(root, manifest);
      violations.push(...dependencyViolations(where, pkg), ...exportViolations(where, pkg));
    }
  }
  return violations;
}
