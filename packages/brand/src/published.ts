import type { SiteBrand } from '@aula/contracts/console-brand';
import type { Brand } from './brand';
import { withBrandFont } from './brand-font';
import { publishedIcons } from './published-icons';

/**
 * The brand as the ally's team last published it in the console ("Marca") over the one its folder
 * was built with: the database is the source at run time. Version 0 is the folder's own. An answer
 * kept from before a field existed (a phone's offline copy) keeps the folder's value of that field.
 */
export function withPublishedBrand(brand: Brand, published: Partial<SiteBrand> | undefined): Brand {
  if (!published?.version) return brand;
  const { organization, legal, colors } = published;
  const { config } = brand;
  const shown: Brand = {
    ...brand,
    config: {
      ...config,
      name: published.name ?? config.name,
      tagline: published.tagline ?? config.tagline,
      shortName: published.short_name ?? config.shortName,
      organization: organization
        ? { name: organization.name, url: organization.url, logoCaption: organization.logo_caption }
        : config.organization,
      legal: legal ? { termsUrl: legal.terms_url, privacyUrl: legal.privacy_url } : config.legal,
      shareNetworks: published.share_networks ?? config.shareNetworks,
      countries: published.countries ?? config.countries,
      defaultCountry: published.default_country ?? config.defaultCountry,
    },
    logoUrl: published.logo_url ?? brand.logoUrl,
    theme: colors ? { ...brand.theme, colors } : brand.theme,
    ...publishedIcons(config.allyCode, published),
  };
  return withBrandFont(shown, published.font);
}
