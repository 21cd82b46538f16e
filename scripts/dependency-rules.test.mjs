import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { checkWorkspace } from './lib/dependency-rules.mjs';

function workspace(packages) {
  const root = mkdtempSync(join(tmpdir(), 'deps-'));
  for (const [dir, { name, deps = {}, source = '' }] of Object.entries(packages)) {
    mkdirSync(join(root, dir, 'src'), { recursive: true });
    writeFileSync(join(root, dir, 'package.json'), JSON.stringify({ name, dependencies: deps }));
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
