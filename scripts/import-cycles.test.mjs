import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { checkImportCycles, findCycles, unitOf } from './lib/import-cycles.mjs';

const graphOf = (edges) => {
  const graph = new Map();
  for (const [from, ...to] of edges) graph.set(from, new Set(to));
  return graph;
};

function workspace(files, links = {}) {
  const root = mkdtempSync(join(tmpdir(), 'cycles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), typeof text === 'string' ? text : JSON.stringify(text));
  }
  for (const [link, target] of Object.entries(links)) {
    mkdirSync(dirname(join(root, link)), { recursive: true });
    symlinkSync(join(root, target), join(root, link), 'dir');
  }
  return root;
}

test('finds no cycle in imports that point one way', () => {
  assert.deepEqual(findCycles(graphOf([['a', 'b', 'c'], ['b', 'c'], ['c']])), []);
});

test('finds a three-file cycle and gives it as a path back to its start', () => {
  const [cycle, ...rest] = findCycles(
    graphOf([
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'a'],
      ['d', 'a'],
    ]),
  );
  assert.deepEqual(cycle, { members: ['a', 'b', 'c'], path: ['a', 'b', 'c', 'a'] });
  assert.equal(rest.length, 0);
});

test('finds a file that imports itself', () => {
  assert.deepEqual(findCycles(graphOf([['a', 'a']])), [{ members: ['a'], path: ['a', 'a'] }]);
});

test('names the package of a file', () => {
  assert.equal(unitOf('apps/api/src/db/schema/users.ts'), 'apps/api');
  assert.equal(unitOf('packages/ui-kit/src/i18n.tsx'), 'packages/ui-kit');
  assert.equal(unitOf('scripts/lib/pnpm.mjs'), 'scripts');
  assert.equal(unitOf('vitest.storybook.config.ts'), '.');
});

test('fails on relative imports that go round, type-only ones included', async () => {
  const root = workspace({
    'packages/kit/src/i18n.ts': "import { words } from './messages';\nexport const all = [words];\n",
    'packages/kit/src/messages.ts': "import type { Catalog } from './i18n';\nexport const words = {} as Catalog;\n",
    'packages/kit/src/button.ts': "import { all } from './i18n';\nexport const b = all;\n",
  });
  const { problems } = await checkImportCycles(root);
  assert.deepEqual(problems, [
    'files: packages/kit/src/i18n.ts -> packages/kit/src/messages.ts -> packages/kit/src/i18n.ts',
  ]);
});

test('fails on two packages that import each other through different files', async () => {
  const root = workspace(
    {
      'packages/one/package.json': { name: '@t/one', type: 'module', exports: { './a': './src/a.ts' } },
      'packages/one/src/a.ts': 'export const a = 1;\n',
      'packages/one/src/b.ts': "import { c } from '@t/two/c';\nexport const b = c;\n",
      'packages/two/package.json': { name: '@t/two', type: 'module', exports: { './c': './src/c.ts' } },
      'packages/two/src/c.ts': "import { a } from '@t/one/a';\nexport const c = a;\n",
    },
    { 'packages/one/node_modules/@t/two': 'packages/two', 'packages/two/node_modules/@t/one': 'packages/one' },
  );
  const { problems } = await checkImportCycles(root);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0], /^packages: packages\/one -> packages\/two -> packages\/one/);
  assert.match(problems[0], /packages\/one\/src\/b\.ts -> packages\/two\/src\/c\.ts/);
  assert.match(problems[0], /packages\/two\/src\/c\.ts -> packages\/one\/src\/a\.ts/);
});

test('passes a workspace whose packages and files point one way', async () => {
  const root = workspace(
    {
      'packages/one/package.json': { name: '@t/one', type: 'module', exports: { './a': './src/a.ts' } },
      'packages/one/src/a.ts': 'export const a = 1;\n',
      'packages/two/src/c.ts': "import { a } from '@t/one/a';\nimport { d } from './d';\nexport const c = a + d;\n",
      'packages/two/src/d.ts': 'export const d = 2;\n',
    },
    { 'packages/two/node_modules/@t/one': 'packages/one' },
  );
  assert.deepEqual((await checkImportCycles(root)).problems, []);
});
