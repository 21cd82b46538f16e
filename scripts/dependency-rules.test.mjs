import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { checkWorkspace } from './lib/dependency-rules.mjs';

function workspace(packages) {
  const root = mkdtempSync(join(tmpdir(), 'deps-'));
  for (const [dir, { name, deps = {}, source = '', exports }] of Object.entries(packages)) {
    mkdirSync(join(root, dir, 'src'), { recursive: true });
    writeFileSync(join(root, dir, 'package.json'), JSON.stringify({ name, dependencies: deps, exports }));
    writeFileSync(join(root, dir, 'src', 'index.ts'), source);
  }
  return root;
}

test('accepts a feature importing the foundations', () => {
  const root = workspace({
    'packages/lessons': {
      name: '@aula/lessons',
      deps: { '@aula/ui-kit': 'workspace:*' },
      source: "import { Button } from '@aula/ui-kit/button';",
    },
  });
  assert.deepEqual(checkWorkspace(root), []);
});

test('fails when a feature package imports another feature package', () => {
  const root = workspace({
    'packages/auth': { name: '@aula/auth', source: "import { LessonList } from '@aula/lessons/lesson-list';" },
  });
  assert.match(checkWorkspace(root).join('\n'), /@aula\/auth must not import @aula\/lessons/);
});

test('fails when a feature package declares another feature as a dependency', () => {
  const root = workspace({ 'packages/blog': { name: '@aula/blog', deps: { '@aula/profile': 'workspace:*' } } });
  assert.match(checkWorkspace(root).join('\n'), /@aula\/blog must not depend on @aula\/profile/);
});

test('fails when apps/api imports front-end code', () => {
  const root = workspace({
    'apps/api': { name: '@aula/api', source: "const kit = await import('@aula/ui-kit/button');" },
  });
  assert.match(checkWorkspace(root).join('\n'), /@aula\/api must not import @aula\/ui-kit/);
});

test('lets the API seed and the msw fixtures read the demo content', () => {
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
  assert.deepEqual(checkWorkspace(root), []);
});

test('keeps the demo content out of the product front end and itself data only', () => {
  const root = workspace({
    'packages/lessons': { name: '@aula/lessons', source: "import { CURRICULA } from '@aula/demo-content/curriculum';" },
    'apps/web': { name: '@aula/web', deps: { '@aula/demo-content': 'workspace:*' } },
    'packages/demo-content': { name: '@aula/demo-content', source: "import { handlers } from '@aula/mocks/handlers';" },
  });
  const found = checkWorkspace(root).join('\n');
  assert.match(found, /@aula\/lessons must not import @aula\/demo-content/);
  assert.match(found, /@aula\/web must not depend on @aula\/demo-content/);
  assert.match(found, /@aula\/demo-content must not import @aula\/mocks/);
});

test('fails on a relative import that reaches into another package', () => {
  const root = workspace({
    'packages/auth': { name: '@aula/auth', source: "import x from '../../lessons/src/index';" },
  });
  assert.match(checkWorkspace(root).join('\n'), /leaves its package/);
});

test('fails when the lower layers import upward', () => {
  const root = workspace({
    'packages/contracts': { name: '@aula/contracts', source: "import '@aula/brand/theme';" },
  });
  assert.match(checkWorkspace(root).join('\n'), /@aula\/contracts must not import @aula\/brand/);
});

test('fails when a package depends on or imports a brand folder as a package', () => {
  const root = workspace({
    'apps/web': {
      name: '@aula/web',
      deps: { '@aula/brand-impulsa': 'workspace:*' },
      source: "import theme from '@aula/brand-impulsa/theme.json';",
    },
  });
  const found = checkWorkspace(root).join('\n');
  assert.match(found, /@aula\/web must not depend on @aula\/brand-impulsa/);
  assert.match(found, /@aula\/web must not import @aula\/brand-impulsa/);
});

test('fails when a brand folder carries a package.json', () => {
  const root = workspace({ 'brands/impulsa': { name: '@aula/brand-impulsa' } });
  assert.match(checkWorkspace(root).join('\n'), /brands\/impulsa\/package.json: a brand folder is data/);
});

test('fails when a package exports every file through a wildcard', () => {
  const root = workspace({ 'packages/api-client': { name: '@aula/api-client', exports: { './*': './src/*.ts' } } });
  assert.match(checkWorkspace(root).join('\n'), /"\.\/\*" exports every file; list the public modules/);
});

test('fails when a package exports a test helper', () => {
  const root = workspace({
    'packages/api-client': {
      name: '@aula/api-client',
      exports: { './store': './src/store.ts', './requests': './src/test/requests.ts' },
    },
  });
  const found = checkWorkspace(root);
  assert.equal(found.length, 1);
  assert.match(found[0], /"\.\/requests" exports test code/);
});
