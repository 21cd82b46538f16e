import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { cruiseImports } from './lib/cruise-imports.mjs';
import { checkEnvironmentReaders } from './lib/environment-readers.mjs';
import { checkManifests } from './lib/package-manifests.mjs';

/** Every violation check-deps reports for the workspace at `root`. */
async function checkWorkspace(root) {
  const { problems } = await cruiseImports(root, { only: 'direction', cache: false });
  return [...checkManifests(root), ...problems, ...checkEnvironmentReaders(root)];
}

function workspace(packages) {
  const root = mkdtempSync(join(tmpdir(), 'deps-'));
  for (const [dir, { name, deps = {}, source = '', exports }] of Object.entries(packages)) {
    mkdirSync(join(root, dir, 'src'), { recursive: true });
    writeFileSync(join(root, dir, 'package.json'), JSON.stringify({ name, dependencies: deps, exports }));
    writeFileSync(join(root, dir, 'src', 'index.ts'), source);
  }
  return root;
}

test('accepts a feature importing the foundations', async () => {
  const root = workspace({
    'packages/lessons': {
      name: '@aula/lessons',
      deps: { '@aula/ui-kit': 'workspace:*' },
      source: "import { Button } from '@aula/ui-kit/button';",
    },
  });
  assert.deepEqual(await checkWorkspace(root), []);
});

test('fails when a feature package imports another feature package', async () => {
  const root = workspace({
    'packages/auth': { name: '@aula/auth', source: "import { LessonList } from '@aula/lessons/lesson-list';" },
  });
  assert.match((await checkWorkspace(root)).join('\n'), /@aula\/auth must not import @aula\/lessons/);
});

test('fails when a feature package declares another feature as a dependency', async () => {
  const root = workspace({ 'packages/blog': { name: '@aula/blog', deps: { '@aula/profile': 'workspace:*' } } });
  assert.match((await checkWorkspace(root)).join('\n'), /@aula\/blog must not depend on @aula\/profile/);
});

test('fails when apps/api imports front-end code', async () => {
  const root = workspace({
    'apps/api': { name: '@aula/api', source: "const kit = await import('@aula/ui-kit/button');" },
  });
  assert.match((await checkWorkspace(root)).join('\n'), /@aula\/api must not import @aula\/ui-kit/);
});

test('lets the API seed and the msw fixtures read the demo content', async () => {
  const root = workspace({
    'apps/api': {
      name: '@aula/api',
      deps: { '@aula/demo-content': 'workspace:*' },
      source: "import { DEMO_USERS } from '@aula/demo-content/demo-users';",
    },
    'packages/mocks': {
      name: '@aula/mocks',
      deps: { '@aula/demo-content': 'workspace:*' },
      source: "import { POSTS } from '@aula/demo-content/blog';",
    },
    'packages/demo-content': {
      name: '@aula/demo-content',
      exports: { './blog': './src/blog.ts' },
      source: "import type { LessonDetail } from '@aula/contracts/lessons';",
    },
  });
  assert.deepEqual(await checkWorkspace(root), []);
});

test('keeps the demo content out of the product front end and itself data only', async () => {
  const root = workspace({
    'packages/lessons': { name: '@aula/lessons', source: "import { CURRICULA } from '@aula/demo-content/curriculum';" },
    'apps/web': { name: '@aula/web', deps: { '@aula/demo-content': 'workspace:*' } },
    'packages/demo-content': { name: '@aula/demo-content', source: "import { handlers } from '@aula/mocks/handlers';" },
  });
  const found = (await checkWorkspace(root)).join('\n');
  assert.match(found, /@aula\/lessons must not import @aula\/demo-content/);
  assert.match(found, /@aula\/web must not depend on @aula\/demo-content/);
  assert.match(found, /@aula\/demo-content must not import @aula\/mocks/);
});

test('fails on a relative import that reaches into another package', async () => {
  const root = workspace({
    'packages/auth': { name: '@aula/auth', source: "import x from '../../lessons/src/index';" },
    'packages/lessons': { name: '@aula/lessons' },
  });
  assert.match((await checkWorkspace(root)).join('\n'), /leaves its package/);
});

test('fails when the lower layers import upward', async () => {
  const root = workspace({
    'packages/contracts': { name: '@aula/contracts', source: "import '@aula/brand/theme';" },
  });
  assert.match((await checkWorkspace(root)).join('\n'), /@aula\/contracts must not import @aula\/brand/);
});

test('fails when a package depends on or imports a brand folder as a package', async () => {
  const root = workspace({
    'apps/web': {
      name: '@aula/web',
      deps: { '@aula/brand-impulsa': 'workspace:*' },
      source: "import theme from '@aula/brand-impulsa/theme.json';",
    },
  });
  const found = (await checkWorkspace(root)).join('\n');
  assert.match(found, /@aula\/web must not depend on @aula\/brand-impulsa/);
  assert.match(found, /@aula\/web must not import @aula\/brand-impulsa/);
});

test('fails when a brand folder carries a package.json', async () => {
  const root = workspace({ 'brands/impulsa': { name: '@aula/brand-impulsa' } });
  assert.match((await checkWorkspace(root)).join('\n'), /brands\/impulsa\/package.json: a brand folder is data/);
});

test('fails when a package exports every file through a wildcard, test support packages too', async () => {
  const root = workspace({
    'packages/api-client': { name: '@aula/api-client', exports: { './*': './src/*.ts' } },
    'packages/mocks': { name: '@aula/mocks', exports: { './handlers/*': './src/handlers/*.ts' } },
  });
  const found = (await checkWorkspace(root)).join('\n');
  assert.match(found, /packages\/api-client\/package.json: "\.\/\*" exports every file; list the public modules/);
  assert.match(found, /packages\/mocks\/package.json: "\.\/handlers\/\*" exports every file/);
});

test('fails when a package exports a test helper', async () => {
  const root = workspace({
    'packages/api-client': {
      name: '@aula/api-client',
      exports: { './store': './src/store.ts', './requests': './src/test/requests.ts' },
    },
  });
  const found = await checkWorkspace(root);
  assert.equal(found.length, 1);
  assert.match(found[0], /"\.\/requests" exports test code/);
});

test("fails when a file other than an app's config.ts reads the environment", async () => {
  const root = workspace({
    'apps/web': { name: '@aula/web', source: 'export const dev = import.meta.env.DEV;' },
    'apps/api': { name: '@aula/api', source: 'export const options = process.env.NODE_OPTIONS;' },
    'packages/ui-kit': { name: '@aula/ui-kit', source: 'export const mode = process.env.NODE_ENV;' },
  });
  writeFileSync(join(root, 'apps/web/src/config.ts'), 'export const api = import.meta.env.VITE_API_BASE_URL;');
  writeFileSync(join(root, 'apps/api/src/config.ts'), 'export const port = process.env.PORT;');
  writeFileSync(join(root, 'apps/api/src/config.test.ts'), 'process.env.PORT = "1";');
  const found = await checkWorkspace(root);
  assert.deepEqual(found.sort(), [
    "apps/api/src/index.ts: reads the environment; take the setting from its app's src/config.ts",
    "apps/web/src/index.ts: reads the environment; take the setting from its app's src/config.ts",
    "packages/ui-kit/src/index.ts: reads the environment; take the setting from its app's src/config.ts",
  ]);
});
