// Build-time loader (Node only): reads brands/<allyCode>/ folders and validates them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandTheme } from '@aula/contracts/brand-theme';
import type { BrandConfig } from './config-schema';
import { BrandError, validateBrand } from './validate';

export interface LoadedBrand {
  config: BrandConfig;
  theme: BrandTheme;
  logoPath: string;
  faviconPath: string;
}

const requiredFiles = ['brand.json', 'theme.json', 'logo.svg', 'favicon.svg'] as const;

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new BrandError(`${path} is not readable JSON: ${(error as Error).message}`);
  }
}

export function listBrandFolders(brandsDir: string): string[] {
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(brandsDir, entry.name, 'brand.json')))
    .map((entry) => entry.name)
    .sort();
}

export function loadBrand(brandsDir: string, allyCode: string): LoadedBrand {
  const dir = join(brandsDir, allyCode);
  if (!existsSync(dir)) throw new BrandError(`brands/${allyCode}/ does not exist (BRAND=${allyCode})`);
  for (const file of requiredFiles) {
    if (!existsSync(join(dir, file))) throw new BrandError(`brands/${allyCode}/${file} is missing`);
  }
  const { config, theme } = validateBrand(
    allyCode,
    readJson(join(dir, 'brand.json')),
    readJson(join(dir, 'theme.json')),
  );
  return { config, theme, logoPath: join(dir, 'logo.svg'), faviconPath: join(dir, 'favicon.svg') };
}

/** Loads one brand when `only` is given (a per-brand build), otherwise every brand (preview). */
export function loadBrands(brandsDir: string, only?: string): LoadedBrand[] {
  const codes = only ? [only] : listBrandFolders(brandsDir);
  if (codes.length === 0) throw new BrandError(`no brands found in ${brandsDir}`);
  return codes.map((code) => loadBrand(brandsDir, code));
}
