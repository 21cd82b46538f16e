import type { SiteBrand } from '@aula/contracts/console-brand';
import type { Brand } from './brand';

/**
 * The brand as the ally's team last published it in the console ("Marca") over the one its folder
 * was built with: the database is the source at run time. Version 0 is the folder's own.
 */
export function withPublishedBrand(brand: Brand, published: SiteBrand | undefined): Brand {
  if (!published || published.version === 0) return brand;
  return {
    ...brand,
    config: { ...brand.config, name: published.name, tagline: published.tagline },
    logoUrl: published.logo_url ?? brand.logoUrl,
    theme: { ...brand.theme, colors: published.colors },
  };
}
