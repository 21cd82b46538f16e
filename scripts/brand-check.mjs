// `npm run brand:check [allyCode...]`: checks every brand folder (or the named ones) and prints
// each problem as `file: field: reason`. Exit 1 when any is found. Part of `npm test`.
// `npm run brand:check -- --published`: the brands the allies' teams published in the console, in the
// database of DATABASE_URL (else the embedded one), held to the same rules: `ally: field: reason`.
import { brandsDir, checkBrands, loadTs } from './lib/brand-tools.mjs';

const args = process.argv.slice(2);
if (args.includes('--published')) {
  const { checkPublishedBrands } = await loadTs('apps/api/src/db/published-brand-check.ts');
  const problems = await checkPublishedBrands(process.env);
  if (problems.length === 0) {
    console.log('[brand:check] every published brand ok');
  } else {
    for (const { allyCode, field, reason } of problems) console.error(`${allyCode}: ${field}: ${reason}`);
    console.error(`[brand:check] ${problems.length} problem(s) in the published brands`);
    process.exit(1);
  }
} else {
  const dir = brandsDir();
  const { folders, problems } = await checkBrands(dir, args);
  if (problems.length === 0) {
    console.log(`[brand:check] ${folders.length} brands ok: ${folders.join(', ')}`);
  } else {
    for (const { file, field, reason } of problems) console.error(`${file}: ${field}: ${reason}`);
    console.error(`[brand:check] ${problems.length} problem(s) in ${dir}`);
    process.exit(1);
  }
}
