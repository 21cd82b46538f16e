// The rules of "Imports point one way" (ARCHITECTURE.md) as a dependency-cruiser rule set, made
// for the workspace at a root: the direction between packages, no relative import leaving its
// package, no @aula/ import of a package the workspace does not have, and no import cycle.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { allowedImports } = require('./import-direction.cjs');

/** name -> folder (`packages/ui-kit`) of every package under apps/ and packages/. */
function workspacePackages(root) {
  const found = new Map();
  for (const group of ['apps', 'packages']) {
    if (!existsSync(join(root, group))) continue;
    for (const folder of readdirSync(join(root, group))) {
      const manifest = join(root, group, folder, 'package.json');
      if (existsSync(manifest)) found.set(JSON.parse(readFileSync(manifest, 'utf8')).name, `${group}/${folder}`);
    }
  }
  return found;
}

const literal = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A package reached either way: resolved into its folder, or named by an import that did not
 * resolve (dependency-cruiser then keeps the specifier as the path).
 */
const reached = (name, folder) => `${folder ? `${literal(folder)}/|` : ''}${literal(name)}(/|$)`;

/** One rule per package: its files may reach only itself and the packages it is allowed. */
function directionRules(packages) {
  return [...packages].flatMap(([name, folder]) => {
    const allowed = allowedImports(name);
    if (allowed === null) return [];
    const ok = [name, ...allowed].map((other) => reached(other, packages.get(other)));
    return [
      {
        name: `direction:${name}`,
        comment: `${name} may import ${allowed.join(', ') || 'no workspace package'}`,
        severity: 'error',
        from: { path: `^${literal(folder)}/` },
        to: { path: '^(@aula/|apps/|packages/)', pathNot: `^(${ok.join('|')})` },
      },
    ];
  });
}

/** The rule set for the workspace at `root`; `cycles: false` leaves the cycle rule out. */
function importRules(root, { cycles = true } = {}) {
  const packages = workspacePackages(root);
  return [
    ...directionRules(packages),
    {
      name: 'relative-import-leaves-package',
      comment: 'a package is entered through its name and exports, never by a relative path',
      severity: 'error',
      from: { path: '^((apps|packages)/[^/]+)/' },
      to: { dependencyTypes: ['local'], pathNot: '^$1/' },
    },
    {
      // The front end's packages are type-checked together with Node's types (apps/web's
      // tsconfig.front.json): this keeps Node's modules out of what runs in the browser.
      name: 'browser-code-without-node',
      comment: "a browser package's code imports no Node module (its tests and stories may)",
      severity: 'error',
      from: {
        path: '^packages/(achievements|api-client|auth|blog|console|contracts|lessons|profile|ui-kit)/src/',
        pathNot: '(\\.(test|stories)\\.tsx?$)|/test/',
      },
      to: { dependencyTypes: ['core'] },
    },
    ...(cycles
      ? [
          {
            name: 'no-cycle',
            comment: 'type-only and lazy imports count: a cycle of types is still a tangle to hold in mind',
            severity: 'error',
            from: {},
            to: { circular: true },
          },
        ]
      : []),
  ];
}

/** The files the checks read: every source of the workspace but built, installed and served files. */
const cruiseOptions = {
  doNotFollow: { path: 'node_modules' },
  exclude: { path: '(^|/)(node_modules|dist|storybook-static|coverage|public|\\.data|\\.turbo)/|\\.d\\.ts$' },
  // Type-only imports stay in the graph (they are left out once compiled).
  tsPreCompilationDeps: true,
  combinedDependencies: false,
  enhancedResolveOptions: {
    exportsFields: ['exports'],
    conditionNames: ['import', 'types', 'default'],
    extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.json'],
  },
};

module.exports = { importRules, workspacePackages, cruiseOptions };
