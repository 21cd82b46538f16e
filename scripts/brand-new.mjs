// `npm run brand:new -- <allyCode> --name "..." --countries mx,co [--color #0b5cad] [--tagline "..."]
//   [--locale es|en] [--share whatsapp,email] [--build]`
// Creates brands/<allyCode>/ (brand.json, theme.json with readable light and dark colours, a
// 326x127 placeholder logo and a favicon), checks it like `brand:check`, and with --build writes
// its site at once from the shared build (dist/brands/<allyCode>/).
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import {
  brandsDir,
  checkBrands,
  defaultOutDir,
  defaultSharedDir,
  knownCountries,
  loadTs,
  viteBuild,
  writeBrandSites,
} from './lib/brand-tools.mjs';
import { root } from './lib/pnpm.mjs';

const usage =
  'usage: npm run brand:new -- <allyCode> --name "Name" --countries mx,co [--color #rrggbb] [--tagline "..."] [--locale es|en] [--share whatsapp,email] [--build]';

function fail(message) {
  console.error(`[brand:new] ${message}\n${usage}`);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      countries: { type: 'string' },
      color: { type: 'string' },
      tagline: { type: 'string' },
      locale: { type: 'string' },
      share: { type: 'string' },
      build: { type: 'boolean', default: false },
    },
  });
} catch (error) {
  fail(error.message);
}
const { values, positionals } = parsed;
const [allyCode] = positionals;
const list = (text) =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

if (!allyCode || !/^[a-z0-9][a-z0-9-]{1,39}$/.test(allyCode)) {
  fail(`the ally code must be 2-40 lower-case letters, digits or dashes, got "${allyCode ?? ''}"`);
}
if (!values.name?.trim()) fail('--name is required');
const countries = list(values.countries);
if (countries.length === 0) fail('--countries is required (e.g. mx,co)');
if (values.color && !/^#[0-9a-fA-F]{6}$/.test(values.color)) fail('--color must be a #rrggbb colour');
if (values.locale && !['es', 'en'].includes(values.locale)) fail('--locale must be es or en');

const dir = brandsDir();
const folder = join(dir, allyCode);
if (existsSync(folder)) fail(`${relative(root, folder) || folder} already exists; pick another code or edit it`);
const known = await knownCountries();
const unknown = countries.filter((code) => !known.includes(code));
if (unknown.length > 0) fail(`--countries: ${unknown.join(', ')} not known to the API (${known.join(', ')})`);

const { scaffoldBrand } = await loadTs('@aula/brand/scaffold');
const files = scaffoldBrand({
  allyCode,
  name: values.name.trim(),
  countries,
  color: values.color,
  tagline: values.tagline,
  locale: values.locale,
  shareNetworks: values.share ? list(values.share) : undefined,
});
mkdirSync(folder, { recursive: true });
for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), text);

const { problems } = await checkBrands(dir, [allyCode]);
if (problems.length > 0) {
  for (const { file, field, reason } of problems) console.error(`${file}: ${field}: ${reason}`);
  rmSync(folder, { recursive: true, force: true });
  fail('the new brand did not pass the check; nothing was written');
}
console.log(`[brand:new] created ${relative(root, folder)}/ (${Object.keys(files).join(', ')}); brand:check passes`);

if (values.build) {
  if (!existsSync(join(defaultSharedDir, 'index.html'))) {
    console.log('[brand:new] no shared build yet: building it once (later brands reuse it)');
    viteBuild(defaultSharedDir, { AULA_BUILD: 'shared' });
  }
  const [[, seconds]] = await writeBrandSites({
    sharedDir: defaultSharedDir,
    outDir: defaultOutDir,
    dir,
    codes: [allyCode],
  });
  console.log(`[brand:new] site: ${relative(root, join(defaultOutDir, allyCode))}/ (${seconds.toFixed(2)} s)`);
} else {
  console.log(
    `next: npm run build:brands  (or BRAND=${allyCode} npm run build), then open /${countries[0]}/${allyCode}`,
  );
}
