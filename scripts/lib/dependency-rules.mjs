// The import direction of ARCHITECTURE.md as data, and the check that applies it to a workspace.
// apps/* -> feature packages -> api-client, ui-kit, brand -> contracts. Features never import each
// other; apps/api imports contracts and nothing from the front end; brands/ hold data only (read
// through @aula/brand, never imported as packages). @aula/demo-content is data too: the API seed
// and the msw fixtures read it, nothing in the product's front end does.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const featurePackages = ['@aula/auth', '@aula/lessons', '@aula/achievements', '@aula/profile', '@aula/blog'];
const foundations = ['@aula/contracts', '@aula/brand', '@aula/api-client', '@aula/ui-kit'];

/** Which workspace packages each package may import (source and tests alike). */
export function allowedImports(name) {
  if (name === '@aula/contracts') return [];
  if (name === '@aula/brand' || name === '@aula/demo-content') return ['@aula/contracts'];
  if (name === '@aula/mocks') return ['@aula/contracts', '@aula/demo-content'];
  // api-client's own tests run against the shared msw handlers.
  if (name === '@aula/api-client') return ['@aula/contracts', '@aula/mocks'];
  if (name === '@aula/ui-kit') return ['@aula/contracts', '@aula/brand'];
  if (name === '@aula/testing') return [...foundations, '@aula/mocks'];
  if (featurePackages.includes(name)) return [...foundations, '@aula/mocks', '@aula/testing'];
  if (name === '@aula/api') return ['@aula/contracts', '@aula/demo-content'];
  if (name === '@aula/web') return [...foundations, ...featurePackages, '@aula/mocks', '@aula/testing'];
  return null;
}

function isAllowed(name, target) {
  const allowed = allowedImports(name);
  if (allowed === null) return false;
  return allowed.some((rule) => (rule.endsWith('*') ? target.startsWith(rule.slice(0, -1)) : rule === target));
}

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.(m?[jt]sx?)$/.test(entry)) files.push(path);
  }
  return files;
}

const importPattern =
  /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

/** A brand folder is data read by @aula/brand; a package.json would make it an install-time package. */
function brandFolderViolations(root) {
  const brandsDir = join(root, 'brands');
  if (!existsSync(brandsDir)) return [];
  return readdirSync(brandsDir)
    .filter((folder) => existsSync(join(brandsDir, folder, 'package.json')))
    .map((folder) => `brands/${folder}/package.json: a brand folder is data, not a package; delete the file`);
}

/**
 * A package's public modules are listed one by one; tests and test helpers are never among them.
 * @aula/mocks is exempt from the list: it is test and Storybook support, never in the product.
 */
function exportViolations(where, pkg) {
  const violations = [];
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    if (typeof target !== 'string') continue;
    if (subpath.includes('*') && pkg.name !== '@aula/mocks')
      violations.push(`${where}: "${subpath}" exports every file; list the public modules instead`);
    if (/(^|\/)test\/|\.(test|spec|stories)\.[jt]sx?$/.test(target))
      violations.push(`${where}: "${subpath}" exports test code (${target})`);
  }
  return violations;
}

/** Returns human-readable violations for the workspace at `root` (empty when the rules hold). */
export function checkWorkspace(root, groups = ['apps', 'packages']) {
  const violations = brandFolderViolations(root);
  for (const group of groups) {
    const groupDir = join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const folder of readdirSync(groupDir)) {
      const pkgDir = join(groupDir, folder);
      const manifest = join(pkgDir, 'package.json');
      if (!existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
      if (allowedImports(pkg.name) === null) {
        violations.push(`${relative(root, manifest)}: ${pkg.name} has no place in the dependency rules`);
        continue;
      }
      violations.push(...exportViolations(relative(root, manifest), pkg));
      const declared = { ...pkg.dependencies, ...pkg.devDependencies };
      for (const dep of Object.keys(declared).filter((d) => d.startsWith('@aula/'))) {
        if (!isAllowed(pkg.name, dep))
          violations.push(`${relative(root, manifest)}: ${pkg.name} must not depend on ${dep}`);
      }
      for (const file of sourceFiles(pkgDir)) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(importPattern)) {
          const specifier = match[1] ?? match[2] ?? match[3];
          const where = relative(root, file);
          if (specifier.startsWith('@aula/')) {
            const target = specifier.split('/').slice(0, 2).join('/');
            if (!isAllowed(pkg.name, target)) violations.push(`${where}: ${pkg.name} must not import ${target}`);
          } else if (specifier.startsWith('.') && relative(pkgDir, join(file, '..', specifier)).startsWith('..')) {
            violations.push(`${where}: relative import "${specifier}" leaves its package; import the package instead`);
          }
        }
      }
    }
  }
  return violations;
}
