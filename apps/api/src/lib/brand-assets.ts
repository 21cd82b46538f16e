import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';
import { repoRoot } from '../paths';
import type { MediaStorage } from '../ports/media-storage';
import { findSiteBrandSource } from '../repositories/ally-brands';
import { pictureOf, readStoredPicture } from './stored-picture';

/** What a printed document needs of an ally's brand: its logo and a few colours. */
export interface BrandAssets {
  name: string;
  /** The logo as SVG source (326x127), or null when the brand folder has none. */
  logoSvg: string | null;
  /** The logo the team published (uploaded), as PNG (pdfkit draws no WebP): drawn instead of `logoSvg`. */
  logoPng: Buffer | null;
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
    logoPng: null,
    colors: folder ? lightColors(readJson(join(folder, 'theme.json'))) : FALLBACK,
    defaultCountry: typeof config?.defaultCountry === 'string' ? config.defaultCountry : null,
  };
  if (code) cache.set(code, assets);
  return assets;
}

// Uploaded logos as PNG, by address: an upload's address names one picture for good (its key is new).
const logoPngs = new LRUCache<string, Buffer>({ max: 32 });
// The documents' logo box (163x63.5 pt) at about 300 dpi: a larger picture only makes the PDF heavier.
const LOGO_PIXELS = { width: 680, height: 265 };

/** The published logo's picture as PNG, or null when it cannot be read (the folder's is drawn instead). */
async function logoPngOf(storage: MediaStorage, url: string): Promise<Buffer | null> {
  const cached = logoPngs.get(url);
  if (cached) return cached;
  const bytes = await readStoredPicture(storage, url);
  if (!bytes) return null;
  try {
    const png = await pictureOf(bytes)
      .resize({ ...LOGO_PIXELS, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    logoPngs.set(url, png);
    return png;
  } catch {
    return null;
  }
}

/**
 * The ally's assets as its pages show them: the name, light colours and uploaded logo its team last
 * published in the console over its folder's. Read from the database on each call, never cached: a
 * document drawn after a publication wears it, on every process (only the logo's PNG is kept, by its
 * address).
 */
export async function allyBrandAssets(
  db: Database,
  storage: MediaStorage,
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
    logoPng: published.logo_url ? await logoPngOf(storage, published.logo_url) : null,
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
