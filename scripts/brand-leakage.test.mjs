// No ally's site holds another's: every brand of brands/ plus generated ones is written from one
// shared build, then each folder is searched for every other ally's code, names, distinctive
// colours, logo, favicon and share networks. The shared build itself must hold no brand at all.
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { loadTs, sharedBuildForTests, writeBrandSites } from './lib/brand-tools.mjs';
import { root } from './lib/pnpm.mjs';

const work = mkdtempSync(join(tmpdir(), 'aula-leakage-'));
const brandsDir = join(work, 'brands');
const sitesDir = join(work, 'sites');
let sharedDir;
/** Generated allies: names, colours (from --color) and share networks no repository brand uses. */
const GENERATED = [
  { allyCode: 'fuga-uno', name: 'Fuga Uno Financiera', color: '#7a1fa2', shareNetworks: ['linkedin', 'reddit'] },
  { allyCode: 'fuga-dos', name: 'Fuga Dos Cooperativa', color: '#00838f', shareNetworks: ['vk', 'xing'] },
  { allyCode: 'fuga-tres', name: 'Fuga Tres Microcréditos', color: '#c62828', shareNetworks: ['line', 'tumblr'] },
];
let brands = [];

function filesOf(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesOf(path) : [path];
  });
}

/** Every file of a folder as text, keyed by its path inside the folder. */
function folderText(dir) {
  return filesOf(dir).map((path) => ({ path: path.slice(dir.length + 1), text: readFileSync(path, 'utf8') }));
}

const colorsOf = (brand) => new Set(['light', 'dark'].flatMap((mode) => Object.values(brand.theme.colors[mode])));
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What would betray `other` inside a folder built for `own`. */
function tellTales(other, own) {
  const ownColors = colorsOf(own);
  const names = new Set([other.config.name, other.config.organization.name, other.config.organization.logoCaption]);
  return [
    // The code as an identifier (quoted, in a path), not as a word: "crecer" is also Spanish for "to grow".
    { what: 'ally code', pattern: new RegExp(`["'/]${escapeRegExp(other.config.allyCode)}["'/]`) },
    ...[...names].map((name) => ({ what: `name "${name}"`, pattern: new RegExp(escapeRegExp(name)) })),
    ...[...colorsOf(other)]
      .filter((color) => !ownColors.has(color))
      .map((color) => ({ what: `colour ${color}`, pattern: new RegExp(escapeRegExp(color), 'i') })),
    ...[
      ['logo', other.logoPath],
      ['favicon', other.faviconPath],
    ].flatMap(([what, path]) => {
      const svg = readFileSync(path, 'utf8');
      return [
        { what, pattern: new RegExp(escapeRegExp(svg.trim())) },
        { what: `${what} (as data URL)`, pattern: new RegExp(escapeRegExp(encodeURIComponent(svg))) },
      ];
    }),
  ];
}

before(
  async () => {
    const { scaffoldBrand } = await loadTs('@aula/brand/scaffold');
    const { listBrandFolders, loadBrand } = await loadTs('@aula/brand/load');
    const repoBrands = join(root, 'brands');
    for (const code of listBrandFolders(repoBrands)) {
      mkdirSync(join(brandsDir, code), { recursive: true });
      for (const file of ['brand.json', 'theme.json', 'logo.svg', 'favicon.svg']) {
        writeFileSync(join(brandsDir, code, file), readFileSync(join(repoBrands, code, file)));
      }
    }
    for (const options of GENERATED) {
      mkdirSync(join(brandsDir, options.allyCode), { recursive: true });
      const files = scaffoldBrand({ ...options, countries: ['mx', 'co'] });
      for (const [file, text] of Object.entries(files)) writeFileSync(join(brandsDir, options.allyCode, file), text);
    }
    brands = listBrandFolders(brandsDir).map((code) => loadBrand(brandsDir, code));
    sharedDir = sharedBuildForTests(join(work, 'shared'));
    await writeBrandSites({ sharedDir, outDir: sitesDir, dir: brandsDir, codes: brands.map((b) => b.config.allyCode) });
  },
  { timeout: 180_000 },
);

after(() => rmSync(work, { recursive: true, force: true }));

test('the repository brands and the generated ones are all built', () => {
  assert.ok(brands.length >= 2 + GENERATED.length, `only ${brands.length} brands`);
  for (const brand of brands) assert.ok(existsSync(join(sitesDir, brand.config.allyCode, 'index.html')));
});

test('the shared build holds no brand', () => {
  const files = folderText(sharedDir);
  for (const brand of brands) {
    for (const { what, pattern } of tellTales(brand, { theme: { colors: { light: {}, dark: {} } } })) {
      const found = files.find(({ text }) => pattern.test(text));
      assert.equal(found, undefined, `shared build: ${found?.path} holds ${brand.config.allyCode}'s ${what}`);
    }
  }
});

test("no ally's folder holds another ally's code, names, colours, logo or favicon", () => {
  for (const own of brands) {
    const files = folderText(join(sitesDir, own.config.allyCode));
    for (const other of brands.filter((brand) => brand !== own)) {
      for (const { what, pattern } of tellTales(other, own)) {
        const found = files.find(({ text }) => pattern.test(text));
        assert.equal(
          found,
          undefined,
          `${own.config.allyCode}/${found?.path} holds ${other.config.allyCode}'s ${what}`,
        );
      }
    }
  }
});

test("each folder's brand data lists its own share networks and no other ally's", () => {
  for (const own of brands) {
    const html = readFileSync(join(sitesDir, own.config.allyCode, 'index.html'), 'utf8');
    const json = /<script type="application\/json" id="aula-site">(.*?)<\/script>/s.exec(html)?.[1];
    assert.ok(json, `${own.config.allyCode}/index.html has no brand data`);
    const { brand } = JSON.parse(json);
    assert.equal(brand.config.allyCode, own.config.allyCode);
    assert.deepEqual(brand.config.shareNetworks, own.config.shareNetworks);
    const foreign = brands
      .flatMap((other) => other.config.shareNetworks)
      .filter((network) => !own.config.shareNetworks.includes(network));
    for (const network of foreign) {
      assert.doesNotMatch(html, new RegExp(`"${network}"`), `${own.config.allyCode}/index.html names ${network}`);
    }
  }
});

test('a tell-tale planted in a folder is found (the search can fail)', () => {
  const [own, other] = brands;
  const planted = join(sitesDir, own.config.allyCode, 'assets', 'planted.js');
  writeFileSync(planted, `const x = ${JSON.stringify(other.config.name)};`);
  try {
    const files = folderText(join(sitesDir, own.config.allyCode));
    const caught = tellTales(other, own).filter(({ pattern }) => files.some(({ text }) => pattern.test(text)));
    assert.deepEqual(
      caught.map(({ what }) => what),
      [`name "${other.config.name}"`],
    );
  } finally {
    rmSync(planted);
  }
});
