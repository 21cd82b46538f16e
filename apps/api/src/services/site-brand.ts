import type { SiteBrand } from '@aula/contracts/console-brand';
import type { Database } from '../db/client';
import { NEUTRAL_BRAND_COLORS } from '../lib/neutral-brand';
import { findSiteBrandSource } from '../repositories/ally-brands';

/**
 * The ally's brand as its pages show it: the team's last publication, else its brand folder's
 * (version 0, so the web keeps the brand it was built with); undefined for an unknown ally. An ally
 * never seeded from a folder shows its name in Aula's colours.
 */
export async function siteBrandOf(db: Database, code: string): Promise<SiteBrand | undefined> {
  const source = await findSiteBrandSource(db, code);
  if (!source) return undefined;
  const shown = source.published ?? source.seeded;
  if (!shown) return { name: source.name, tagline: '', logo_url: null, colors: NEUTRAL_BRAND_COLORS, version: 0 };
  return {
    name: shown.name,
    tagline: shown.tagline,
    logo_url: shown.logo_url ?? null,
    colors: shown.colors,
    version: source.published ? (source.publishedVersion ?? 0) : 0,
  };
}
