import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/client';
import { repoRoot } from '../paths';
import { findSiteBrandSource } from '../repositories/ally-brands';

/** What a printed document needs of an ally's brand: its logo and a few colours. */
export interface BrandAssets {
  name: string;
  /** The logo as SVG source (326x127), or null when the brand folder has none. */
  logoSvg: string | null;
  colors: { primary: string; onPrimary: string; secondary: string; text: string; muted: string; border: string };
  /** The country its site opens in (brand.json `defaultCountry`), or null when the folder does not say. */
  defaultCountry: string | null;
}

const brandsDir = join(repoRoot, 'brands');
const HEX = /^#[0-9a-f]{6}$/i;

// Aula's own colours, for users whose ally has no brand folder (and for a broken theme file).
const FALLBACK: BrandAssets['colors'] = {
  primary: '#14213d',
  onPrimary: '#ffffff',
  secondary: '#ffb400',
  text: '#14213d',
  muted: '#4a5568',
  border: '#cbd5e0',
};

const cache = new Map<string, BrandAssets>();

function readJson(path: string): Record<string, unknown> | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function lightColors(theme: Record<string, unknown> | null): BrandAssets['colors'] {
  const light = (theme?.colors as { light?: Record<string, unknown> } | undefined)?.light ?? {};
  const pick = (key: string, fallback: string) => {
    const value = light[key];
    return typeof value === 'string' && HEX.test(value) ? value : fallback;
  };
  return {
    primary: pick('primary', FALLBACK.primary),
    onPrimary: pick('onPrimary', FALLBACK.onPrimary),
    secondary: pick('secondary', FALLBACK.secondary),
    text: pick('text', FALLBACK.text),
    muted: pick('textMuted', FALLBACK.muted),
    border: pick('border', FALLBACK.border),
  };
}

/**
 * Reads brands/<allyCode>/ (the same data folders the web build reads) once per ally: kept for the
 * process, as only a restart changes a folder. A document asks `allyBrandAssets`, which lays the
 * team's publication over it. The ally code comes from the database, never from a request, and is
 * checked before it names a folder.
 */
export function brandAssets(allyCode: string | null, fallbackName: string): BrandAssets {
  const code = allyCode && /^[a-z0-9-]+$/.test(allyCode) ? allyCode : null;
  const cached = code ? cache.get(code) : undefined;
  if (cached) return cached;
  const folder = code ? join(brandsDir, code) : null;
  const logoPath = folder ? join(folder, 'logo.svg') : null;
  const config = folder ? readJson(join(folder, 'brand.json')) : null;
  const assets: BrandAssets = {
    name: typeof config?.name === 'string' ? config.name : fallbackName,
    logoSvg: logoPath && existsSync(logoPath) ? readFileSync(logoPath, 'utf8') : null,
    colors: folder ? lightColors(readJson(join(folder, 'theme.json'))) : FALLBACK,
    defaultCountry: typeof config?.defaultCountry === 'string' ? config.defaultCountry : null,
  };
  if (code) cache.set(code, assets);
  return assets;
}

/**
 * The ally's assets as its pages show them: the name and light colours its team last published in
 * the console over its folder's. Read from the database on each call, never cached: a document
 * drawn after a publication wears it, on every process.
 */
export async function allyBrandAssets(
  db: Database,
  allyCode: string | null,
  fallbackName: string,
): Promise<BrandAssets> {
  const assets = brandAssets(allyCode, fallbackName);
  const published = allyCode ? (await findSiteBrandSource(db, allyCode))?.published : null;
  if (!published) return assets;
  const { light } = published.colors;
  return {
    ...assets,
    name: published.name,
    colors: {
      primary: light.primary,
      onPrimary: light.onPrimary,
      secondary: light.secondary,
      text: light.text,
      muted: light.textMuted,
      border: light.border,
    },
  };
}
