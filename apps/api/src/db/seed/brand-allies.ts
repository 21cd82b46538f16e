// The ally rows come from the brand folders, the same data the web build reads: adding
// brands/<code>/ is all a new ally needs. Only what the seed writes is checked here: code, name and
// countries for the ally row, tagline and colours for its brand (ally_brands.seeded); the web build
// validates the whole brand with @aula/brand, which the API never imports. The brand's other site
// fields (short name, organisation, legal links, share networks, default country) are taken as the
// folder gives them, with the defaults brand.json's schema implies where it gives none.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { colorTokens } from '@aula/contracts/brand-theme';
import type { BrandSettings } from '@aula/contracts/console-brand';
import { SHARE_NETWORKS, type ShareNetwork } from '@aula/contracts/share-networks';
import { allyOrder } from '@aula/demo-content/allies';
import { COUNTRY_CODES } from '@aula/demo-content/countries';
import type { DemoAlly } from '@aula/demo-content/types';
import { type BrandSiteFields, startingSiteFields } from '../../lib/neutral-brand';

export class BrandFolderError extends Error {
  override name = 'BrandFolderError';
}

/** An ally as its folder describes it, with what its pages show until its team publishes a brand. */
export interface BrandAlly extends DemoAlly {
  tagline: string;
  colors: BrandSettings['colors'];
  site: BrandSiteFields;
}

const CODE = /^[a-z0-9-]{1,40}$/;

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BrandFolderError(`${file}: is not readable JSON (${(error as Error).message})`);
  }
}

const fieldsOf = (raw: unknown) => (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;

const textOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

/** brand.json's site fields in the contract's names, for an ally already read by `allyFromBrand`. */
export function siteFieldsFromBrand(raw: unknown, ally: DemoAlly): BrandSiteFields {
  const starting = startingSiteFields(ally.name, ally.countries);
  const { shortName, organization, legal, shareNetworks, defaultCountry } = fieldsOf(raw);
  const org = fieldsOf(organization);
  const links = fieldsOf(legal);
  const networks = (Array.isArray(shareNetworks) ? shareNetworks : []).filter((network): network is ShareNetwork =>
    (SHARE_NETWORKS as readonly unknown[]).includes(network),
  );
  const givenShortName = textOr(shortName, starting.short_name);
  return {
    ...starting,
    short_name: givenShortName.length <= 12 ? givenShortName : starting.short_name,
    organization: {
      name: textOr(org.name, starting.organization.name),
      url: textOr(org.url, starting.organization.url),
      logo_caption: textOr(org.logoCaption, starting.organization.logo_caption),
    },
    legal: {
      terms_url: textOr(links.termsUrl, starting.legal.terms_url),
      privacy_url: textOr(links.privacyUrl, starting.legal.privacy_url),
    },
    share_networks: networks.length > 0 ? [...new Set(networks)] : starting.share_networks,
    default_country:
      typeof defaultCountry === 'string' && ally.countries.includes(defaultCountry)
        ? defaultCountry
        : starting.default_country,
  };
}

/** Checks the fields of brand.json the seed needs; the error names the file and the field. */
export function allyFromBrand(file: string, folder: string, raw: unknown): DemoAlly & { tagline: string } {
  const fail = (field: string, problem: string) => new BrandFolderError(`${file}: ${field} ${problem}`);
  const { allyCode, name, tagline, countries } = fieldsOf(raw);
  if (typeof allyCode !== 'string' || !CODE.test(allyCode)) {
    throw fail('allyCode', 'must be lowercase letters, digits or dashes (at most 40)');
  }
  if (allyCode !== folder) throw fail('allyCode', `must be "${folder}", the name of its folder`);
  if (typeof name !== 'string' || name.trim() === '') throw fail('name', 'must be a non-empty text');
  if (typeof tagline !== 'string' || tagline.trim() === '') throw fail('tagline', 'must be a non-empty text');
  if (!Array.isArray(countries) || countries.length === 0) throw fail('countries', 'must list at least one country');
  countries.forEach((code, index) => {
    if (typeof code !== 'string' || !COUNTRY_CODES.includes(code)) {
      throw fail(`countries[${index}]`, `is ${JSON.stringify(code)}, not one of ${COUNTRY_CODES.join(', ')}`);
    }
  });
  return {
    code: allyCode,
    name: name.trim(),
    tagline: tagline.trim(),
    countries: [...new Set(countries as string[])],
  };
}

/** The light and dark colour tokens of theme.json, each a #rrggbb; the error names the first bad one. */
export function colorsFromTheme(file: string, raw: unknown): BrandSettings['colors'] {
  const colors = fieldsOf(fieldsOf(raw).colors);
  const mode = (name: 'light' | 'dark') => {
    const parsed = colorTokens.safeParse(colors[name]);
    if (parsed.success) return parsed.data;
    const path = parsed.error.issues[0]?.path ?? [];
    const field = ['colors', name, ...path].join('.');
    const problem = path.length === 0 ? 'must be an object of colour tokens' : 'must be a #rrggbb colour';
    throw new BrandFolderError(`${file}: ${field} ${problem}`);
  };
  return { light: mode('light'), dark: mode('dark') };
}

/** Every brands/<code>/ (brand.json and theme.json) under `brandsDir`, in the order a fresh database numbers them. */
export function readBrandAllies(brandsDir: string): BrandAlly[] {
  if (!existsSync(brandsDir)) throw new BrandFolderError(`${brandsDir}: the brands folder (BRANDS_DIR) does not exist`);
  const allies = readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(brandsDir, entry.name, 'brand.json')))
    .map((entry) => {
      const file = join(brandsDir, entry.name, 'brand.json');
      const raw = readJson(file);
      const ally = allyFromBrand(file, entry.name, raw);
      const themeFile = join(brandsDir, entry.name, 'theme.json');
      return { ...ally, colors: colorsFromTheme(themeFile, readJson(themeFile)), site: siteFieldsFromBrand(raw, ally) };
    });
  if (allies.length === 0) throw new BrandFolderError(`${brandsDir}: no <code>/brand.json found (BRANDS_DIR)`);
  return allies.sort(allyOrder);
}
