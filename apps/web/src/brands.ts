import { brands } from 'virtual:aula-brands';
import type { Brand } from '@aula/brand/brand';

/** The brands of this build, as validated by the brands plugin. */
export const buildBrands: readonly Brand[] = brands;

/** Before a visitor picks an ally (the country screen, settings) the build's first brand dresses the page. */
export const neutralBrand: Brand = brands[0];

export function findBrand(allyCode: string | undefined): Brand | undefined {
  return brands.find((brand) => brand.config.allyCode === allyCode);
}

/** The brands of this build that offer a country. */
export function brandsOffering(country: string): Brand[] {
  return brands.filter((brand) => brand.config.countries.includes(country));
}

export function isOfferedCountry(country: string): boolean {
  return brandsOffering(country).length > 0;
}
