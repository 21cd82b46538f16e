import type { BrandSettings, SiteBrand } from '@aula/contracts/console-brand';
import type { Database } from '../db/client';
import { NEUTRAL_BRAND_COLORS, startingSiteFields } from '../lib/neutral-brand';
import { allyCountryCodes, findSiteBrandSource } from '../repositories/ally-brands';
import { lacksFields } from './console-brand';

/**
 * The ally's brand as its pages show it: the team's last publication, else its brand folder's
 * (version 0, so the web keeps the brand it was built with); undefined for an unknown ally. An ally
 * never seeded from a folder shows its name in Aula's colours. A brand stored before a field
 * existed shows the folder's, else the starting value (its countries: the ones it offers).
 */
export async function siteBrandOf(db: Database, code: string): Promise<SiteBrand | undefined> {
  const source = await findSiteBrandSource(db, code);
  if (!source) return undefined;
  const start = async () => startingSiteFields(source.name, await allyCountryCodes(db, source.allyId));
  const stored = source.published ?? source.seeded;
  if (!stored) {
    return {
      name: source.name,
      tagline: '',
      logo_url: null,
      app_icon_url: null,
      colors: NEUTRAL_BRAND_COLORS,
      ...(await start()),
      version: 0,
      suspended: source.suspendedAt !== null,
    };
  }
  const shown: BrandSettings = lacksFields(stored) ? { ...(await start()), ...source.seeded, ...stored } : stored;
  return {
    name: shown.name,
    tagline: shown.tagline,
    logo_url: shown.logo_url ?? null,
    app_icon_url: shown.app_icon_url ?? null,
    colors: shown.colors,
    short_name: shown.short_name,
    organization: shown.organization,
    legal: shown.legal,
    share_networks: shown.share_networks,
    countries: shown.countries,
    default_country: shown.default_country,
    font: shown.font,
    version: source.published ? (source.publishedVersion ?? 0) : 0,
    suspended: source.suspendedAt !== null,
  };
}
