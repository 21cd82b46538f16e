// `npm run brand:check [allyCode...]`: checks every brand folder (or the named ones) and prints
// each problem as `file: field: reason`. Exit 1 when any is found. Part of `npm test`.
import { brandsDir, checkBrands } from './lib/brand-tools.mjs';

const dir = brandsDir();
const { folders, problems } = await checkBrands(dir, process.argv.slice(2));
if (problems.length === 0) {
  console.log(`[brand:check] ${folders.length} brands ok: ${folders.join(', ')}`);
} else {
  for (const { file, field, reason } of problems) console.error(`${file}: ${field}: ${reason}`);
  console.error(`[brand:check] ${problems.length} problem(s) in ${dir}`);
  process.exit(1);
}
