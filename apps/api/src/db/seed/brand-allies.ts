// The ally rows come from the brand folders, the same data the web build reads: adding
// brands/<code>/ is all a new ally needs. Only code, name and countries matter here, so only they
// are checked (the web build validates the whole brand with @aula/brand, which the API never imports).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allyOrder } from '@aula/demo-content/allies';
import { COUNTRY_CODES } from '@aula/demo-content/countries';
import type { DemoAlly } from '@aula/demo-content/types';

export class BrandFolderError extends Error {
  override name = 'BrandFolderError';
}

const CODE = /^[a-z0-9-]{1,40}$/;

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BrandFolderError(`${file}: is not readable JSON (${(error as Error).message})`);
  }
}

/** Checks the three fields the seed needs; the error names the file and the field. */
export function allyFromBrand(file: string, folder: string, raw: unknown): DemoAlly {
  const fail = (field: string, problem: string) => new BrandFolderError(`${file}: ${field} ${problem}`);
  const data = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const { allyCode, name, countries } = data;
  if (typeof allyCode !== 'string' || !CODE.test(allyCode)) {
    throw fail('allyCode', 'must be lowercase letters, digits or dashes (at most 40)');
  }
  if (allyCode !== folder) throw fail('allyCode', `must be "${folder}", the name of its folder`);
  if (typeof name !== 'string' || name.trim() === '') throw fail('name', 'must be a non-empty text');
  if (!Array.isArray(countries) || countries.length === 0) throw fail('countries', 'must list at least one country');
  countries.forEach((code, index) => {
    if (typeof code !== 'string' || !COUNTRY_CODES.includes(code)) {
      throw fail(`countries[${index}]`, `is ${JSON.stringify(code)}, not one of ${COUNTRY_CODES.join(', ')}`);
    }
  });
  return { code: allyCode, name: name.trim(), countries: [...new Set(countries as string[])] };
}

/** Every brands/<code>/brand.json under `brandsDir`, in the order a fresh database numbers them. */
export function readBrandAllies(brandsDir: string): DemoAlly[] {
  if (!existsSync(brandsDir)) throw new BrandFolderError(`${brandsDir}: the brands folder (BRANDS_DIR) does not exist`);
  const allies = readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(brandsDir, entry.name, 'brand.json')))
    .map((entry) => {
      const file = join(brandsDir, entry.name, 'brand.json');
      return allyFromBrand(file, entry.name, readJson(file));
    });
  if (allies.length === 0) throw new BrandFolderError(`${brandsDir}: no <code>/brand.json found (BRANDS_DIR)`);
  return allies.sort(allyOrder);
}
