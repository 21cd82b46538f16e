// `npm run brand:check`: every problem of a brand folder at once, each naming its file, its field
// and why, so an ally team fixes them in one pass (the loader stops at the first). The rules are
// check-data.ts's; this file reads the folder.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BRAND_FILES,
  type BrandProblem,
  brandFile,
  type CheckOptions,
  configProblems,
  faviconProblems,
  logoProblems,
  parseBrandJson,
  themeProblems,
} from './check-data';

export { type BrandProblem, type CheckOptions, formatProblem } from './check-data';

/** Every problem of `brandsDir/<folder>/`; empty when the brand is ready to build. */
export function checkBrandFolder(brandsDir: string, folder: string, options: CheckOptions): BrandProblem[] {
  const problems: BrandProblem[] = [];
  const text = new Map<string, string>();
  for (const file of BRAND_FILES) {
    const path = join(brandsDir, folder, file);
    if (existsSync(path)) text.set(file, readFileSync(path, 'utf8'));
    else problems.push({ file: brandFile(folder, file), field: '(file)', reason: 'is missing' });
  }
  const json = (file: 'brand.json' | 'theme.json', check: (data: unknown) => BrandProblem[]) => {
    const source = text.get(file);
    if (source === undefined) return;
    const { data, problem } = parseBrandJson(source, brandFile(folder, file));
    problems.push(...(problem ? [problem] : check(data)));
  };
  json('brand.json', (data) => configProblems(data, folder, options));
  json('theme.json', (data) => themeProblems(data, folder));
  const logo = text.get('logo.svg');
  if (logo !== undefined) problems.push(...logoProblems(logo, folder));
  const favicon = text.get('favicon.svg');
  if (favicon !== undefined) problems.push(...faviconProblems(favicon, folder));
  return problems;
}
