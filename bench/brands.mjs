// `npm run bench:brands [-- --brands 50]`: what a brand costs to build.
// Measures one full build of one ally (BRAND=<first brand> vite build), the shared build once, then N
// generated brands (brand:new's scaffold) checked and written from the shared build. Prints the
// figures and the two targets: each extra brand <= 5 s after the shared build, and N brands
// (shared build included) <= 2x one full build. Exits 1 when a target is missed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brandsDir, checkBrands, loadTs, viteBuild, writeBrandSites } from '../scripts/lib/brand-tools.mjs';

const { values } = parseArgs({ options: { brands: { type: 'string', default: '50' } } });
const count = Number(values.brands);
const work = mkdtempSync(join(tmpdir(), 'aula-bench-brands-'));
const seconds = (from) => (performance.now() - from) / 1000;
const fmt = (value) => `${value.toFixed(2)} s`;

// Figures from a busy machine read differently: say how busy it was.
console.log(`machine: ${availableParallelism()} cores, load average ${loadavg()[0]?.toFixed(2)} at start`);

try {
  // One full build of the repository's first brand: what each ally cost before the shared build.
  const { listBrandFolders } = await loadTs('@aula/brand/load');
  const [firstBrand] = listBrandFolders(brandsDir());
  const full = viteBuild(join(work, 'full'), { BRAND: firstBrand });
  console.log(`one full build (BRAND=${firstBrand}): ${fmt(full)}`);

  const shared = viteBuild(join(work, 'shared'), { AULA_BUILD: 'shared' });
  console.log(`shared build (once): ${fmt(shared)}`);

  // N brands written as brand:new writes them, each its own name, colours and share networks.
  const generatedDir = join(work, 'brands');
  const { scaffoldBrand } = await loadTs('@aula/brand/scaffold');
  const { SHARE_NETWORKS } = await loadTs('@aula/brand/share-networks');
  const codes = Array.from({ length: count }, (_, index) => `bench-${String(index + 1).padStart(2, '0')}`);
  codes.forEach((code, index) => {
    mkdirSync(join(generatedDir, code), { recursive: true });
    const files = scaffoldBrand({
      allyCode: code,
      name: `Bench Ally ${index + 1}`,
      countries: ['mx', 'co'],
      shareNetworks: [SHARE_NETWORKS[index % (SHARE_NETWORKS.length - 1)], 'copy'],
    });
    for (const [file, text] of Object.entries(files)) writeFileSync(join(generatedDir, code, file), text);
  });

  const started = performance.now();
  const perBrand = [];
  for (const code of codes) {
    const one = performance.now();
    const { problems } = await checkBrands(generatedDir, [code]);
    if (problems.length > 0) throw new Error(`${code}: ${problems[0].field}: ${problems[0].reason}`);
    await writeBrandSites({
      sharedDir: join(work, 'shared'),
      outDir: join(work, 'sites'),
      dir: generatedDir,
      codes: [code],
    });
    perBrand.push(seconds(one));
  }
  const brandsTotal = seconds(started);
  const sorted = [...perBrand].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const slowest = sorted.at(-1) ?? 0;
  const total = shared + brandsTotal;

  console.log(
    `${count} brands checked and written: ${fmt(brandsTotal)} (median ${fmt(median)}, slowest ${fmt(slowest)} per brand)`,
  );
  console.log(`${count} brands from nothing (shared build + brands): ${fmt(total)}`);
  console.log(`${count} full builds would take about ${fmt(full * count)}`);
  const targets = [
    [`each extra brand <= 5 s (slowest ${fmt(slowest)})`, slowest <= 5],
    [`${count} brands <= 2x one full build (${fmt(total)} <= ${fmt(2 * full)})`, total <= 2 * full],
  ];
  for (const [label, met] of targets) console.log(`${met ? 'met   ' : 'MISSED'} ${label}`);
  if (targets.some(([, met]) => !met)) process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
