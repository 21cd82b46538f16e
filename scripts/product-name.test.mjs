// Learners read their ally's name, never the product's (issue 25 row 1): every string literal and
// JSX text of the sources that reach a learner (the web app, the packages, the API, the demo
// content and brands/) is searched for "Aula" as a word. Package names (`@aula/...`), storage and
// cookie keys, build constants, log tags and example domains are names in code, not words a
// learner reads; the few words left are allowed below, each with the reason it reaches no learner.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { root } from './lib/pnpm.mjs';

/** Where the product's name may stand as a word, and why no learner reads it there. */
const ALLOWED = [
  { file: 'apps/api/src/server.ts', text: 'Aula is running at', why: 'the developer’s terminal' },
  { file: 'apps/api/src/plugins/docs.ts', text: 'Aula API', why: 'the API reference for developers' },
  {
    file: 'apps/web/src/routes/theme-studio/theme-studio-page.tsx',
    text: ' · Aula',
    why: 'the team’s theme studio, left out of every ally’s build',
  },
  { file: 'packages/ui-kit/src/password-strength.ts', text: 'aula', why: 'a word refused as a password' },
];

/** The word itself; "aula" joined to code punctuation (`@aula/`, `aula.preferences`, `[aula]`, `__AULA_`) is a name in code. */
const WORD = /aula/gi;
const CODE_BEFORE = /[@._/\-[\w]/;
const CODE_AFTER = /[_:/\-\]\w]/;

export function productWords(text) {
  return [...text.matchAll(WORD)].filter(({ index }) => {
    const before = text[index - 1] ?? ' ';
    const after = text[index + 4] ?? ' ';
    // A dot joins a name (`aula.preferences`) or ends a sentence ("…de Aula.").
    const dotInName = after === '.' && /\w/.test(text[index + 5] ?? '');
    return !CODE_BEFORE.test(before) && !CODE_AFTER.test(after) && !dotInName;
  });
}

const SOURCE = /\.tsx?$/;
const NOT_LEARNER_SOURCE = /\.(test|stories|spec)\.tsx?$|\.d\.ts$|\/test\/|\/testing\//;

function filesUnder(folder, accept) {
  let names = [];
  try {
    names = readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names.map((name) => join(folder, name)).filter(accept);
}

function sourceFiles() {
  const packages = readdirSync(join(root, 'packages')).map((name) => join('packages', name, 'src'));
  return ['apps/web/src', 'apps/api/src', ...packages].flatMap((folder) =>
    filesUnder(folder, (file) => SOURCE.test(file) && !NOT_LEARNER_SOURCE.test(file) && !file.includes('node_modules')),
  );
}

/** Every string literal, template piece and JSX text of a TypeScript file. */
function literalsOf(file) {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? 4 : 3);
  const found = [];
  const visit = (node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      found.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function stringsOfJson(value) {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOfJson);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOfJson);
  return [];
}

function brandFiles() {
  return filesUnder('brands', (file) => file.endsWith('.json'));
}

function offences() {
  const allowed = (file, text) => ALLOWED.some((entry) => entry.file === file && text.includes(entry.text));
  const fromSources = sourceFiles().flatMap((file) =>
    literalsOf(file)
      .filter((text) => productWords(text).length > 0 && !allowed(file, text))
      .map((text) => `${file}: ${JSON.stringify(text)}`),
  );
  const fromBrands = brandFiles().flatMap((file) =>
    stringsOfJson(JSON.parse(readFileSync(join(root, file), 'utf8')))
      .filter((text) => productWords(text).length > 0)
      .map((text) => `${relative(root, join(root, file))}: ${JSON.stringify(text)}`),
  );
  return [...fromSources, ...fromBrands];
}

test('no learner-facing string of the sources, demo content or brands names the product', () => {
  assert.deepEqual(offences(), []);
});

test('tells the product’s name as a word from names in code (bad input: the word in sentences)', () => {
  for (const word of ['Aula', 'Equipo Aula', 'Aula <no-reply@example.org>', 'Plantilla de Aula.', 'AULA']) {
    assert.equal(productWords(word).length, 1, word);
  }
  for (const name of [
    '@aula/ui-kit',
    'aula.preferences',
    'aula_device',
    '[aula] offline',
    '__AULA_APP_FILES__',
    'x@aula.example',
  ]) {
    assert.equal(productWords(name).length, 0, name);
  }
});

test('searches the sources and brands it means to (an empty search would pass)', () => {
  assert.ok(sourceFiles().length > 300, `only ${sourceFiles().length} source files found`);
  assert.ok(brandFiles().length >= 2);
});
