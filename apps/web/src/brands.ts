import { brands, neutral } from 'virtual:aula-brands';
import type { Brand } from '@aula/brand/brand';

let current: readonly Brand[] = brands;

/** The brands of this build, as validated by the brands plugin. */
export let buildBrands: readonly Brand[] = current;

/** Pages of no ally (the country screen, settings) wear this identity. */
export let neutralIdentity = neutral;

/**
 * A deployment whose assets host is not this site (a CDN, deployment.ts) serves the brand's logo
 * and favicon from there: root-relative asset URLs are moved onto that host.
 */
export function serveBrandAssetsFrom(assetsBaseUrl: string, origin = globalThis.location.origin): void {
  const base = assetsBaseUrl.replace(/\/$/, '');
  const at = (url: string) => (base !== origin && url.startsWith('/') && !url.startsWith('//') ? `${base}${url}` : url);
  current = brands.map((brand) => ({ ...brand, logoUrl: at(brand.logoUrl), faviconUrl: at(brand.faviconUrl) }));
  buildBrands = current;
  neutralIdentity = { ...neutral, faviconUrl: at(neutral.faviconUrl) };
}

export function findBrand(allyCode: string | undefined): Brand | undefined {
  return current.find((brand) => brand.config.allyCode === allyCode);
}

/** The brands of this build that offer a country. */
export function brandsOffering(country: string): Brand[] {
  return current.filter((brand) => brand.config.countries.includes(country));
}

export function isOfferedCountry(country: string): boolean {
  return brandsOffering(country).length > 0;
}
