import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadedBrand } from '@aula/brand/load';
import type { BrandTheme } from '@aula/contracts/brand-theme';

/**
 * Who the pages that belong to no ally (the country choice, settings) say they are. A preview
 * build holds every brand, so those pages wear the product's own neutral identity (apps/web/neutral/);
 * a per-brand build is that ally's site alone, so they wear its brand.
 */
export interface NeutralIdentity {
  name: string;
  description: string;
  theme: BrandTheme;
  faviconPath: string;
}

export const NEUTRAL_DIR = join(import.meta.dirname, '..', 'neutral');

/** `validateTheme` checks the schema and the contrast (from @aula/brand, loaded by the caller). */
export function neutralIdentity(
  brands: LoadedBrand[],
  only: string | undefined,
  validateTheme: (raw: unknown, file: string) => BrandTheme,
): NeutralIdentity {
  const [first] = brands;
  if (only && first) {
    return {
      name: first.config.name,
      description: first.config.tagline,
      theme: first.theme,
      faviconPath: first.faviconPath,
    };
  }
  const read = (file: string) => JSON.parse(readFileSync(join(NEUTRAL_DIR, file), 'utf8'));
  const identity = read('identity.json') as { name: string; description: string };
  return {
    name: identity.name,
    description: identity.description,
    theme: validateTheme(read('theme.json'), 'apps/web/neutral/theme.json'),
    faviconPath: join(NEUTRAL_DIR, 'favicon.svg'),
  };
}
