import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { cruiseImports } from './lib/cruise-imports.mjs';

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

const cycles = async (root) => (await cruiseImports(root, { only: 'cycles', cache: false })).problems;

test('fails on relative imports that go round, type-only ones included', async () => {
  const root = workspace({
    'packages/kit/src/i18n.ts': "import { words } from './messages';\nexport const all = [words];\n",
    'packages/kit/src/messages.ts': "import type { Catalog } from './i18n';\nexport const words = {} as Catalog;\n",
    'packages/kit/src/button.ts': "import { all } from './i18n';\nexport const b = all;\n",
  });
  const found = await cycles(root);
  assert.equal(found.length, 1, found.join('\n'));
  assert.match(
    found[0],
    /^cycle: packages\/kit\/src\/(i18n|messages)\.ts -> .* -> packages\/kit\/src\/(i18n|messages)\.ts$/,
  );
});

test('fails on a cycle closed by a lazy import, through three files', async () => {
  const root = workspace({
    'apps/web/src/routes.ts': "export const routes = [{ lazy: () => import('./screen') }];\n",
    'apps/web/src/screen.ts': "import { link } from './links';\nexport const screen = link;\n",
    'apps/web/src/links.ts': "import { routes } from './routes';\nexport const link = routes.length;\n",
  });
  const found = await cycles(root);
  assert.equal(found.length, 1, found.join('\n'));
  for (const file of ['routes', 'screen', 'links']) assert.match(found[0], new RegExp(`apps/web/src/${file}\\.ts`));
});

test('finds a cycle through two packages, which the import direction also refuses', async () => {
  const root = workspace(
    {
      'packages/contracts/package.json': { name: '@aula/contracts', type: 'module', exports: { './b': './src/b.ts' } },
      'packages/contracts/src/b.ts': "import { c } from '@aula/brand/c';\nexport const b = c;\n",
      'packages/brand/package.json': { name: '@aula/brand', type: 'module', exports: { './c': './src/c.ts' } },
      'packages/brand/src/c.ts': "import { b } from '@aula/contracts/b';\nexport const c = b;\n",
    },
    {
      'packages/contracts/node_modules/@aula/brand': 'packages/brand',
      'packages/brand/node_modules/@aula/contracts': 'packages/contracts',
    },
  );
  const direction = (await cruiseImports(root, { only: 'direction', cache: false })).problems;
  assert.deepEqual(direction, ['packages/contracts/src/b.ts: @aula/contracts must not import @aula/brand']);
  assert.match((await cycles(root)).join('\n'), /packages\/contracts\/src\/b\.ts -> packages\/brand\/src\/c\.ts/);
});

test('passes a workspace whose packages and files point one way', async () => {
  const root = workspace(
    {
      'packages/contracts/package.json': { name: '@aula/contracts', type: 'module', exports: { './a': './src/a.ts' } },
      'packages/contracts/src/a.ts': 'export const a = 1;\n',
      'packages/brand/package.json': { name: '@aula/brand', type: 'module', exports: { './c': './src/c.ts' } },
      'packages/brand/src/c.ts':
        "import { a } from '@aula/contracts/a';\nimport { d } from './d';\nexport const c = a + d;\n",
      'packages/brand/src/d.ts': 'export const d = 2;\n',
    },
    { 'packages/brand/node_modules/@aula/contracts': 'packages/contracts' },
  );
  assert.deepEqual((await cruiseImports(root, { cache: false })).problems, []);
});
