import type { BrandTheme } from '@aula/contracts/brand-theme';
import type { SiteBrand } from '@aula/contracts/console-brand';
import type { Brand } from './brand';
import { withBrandFont } from './brand-font';
import { publishedIcons } from './published-icons';

/** What an ally without a folder borrows from the product: its theme's type and spacing, its favicon. */
export interface NeutralLook {
  theme: BrandTheme;
  faviconUrl: string;
}

/**
 * The brand of an ally this build has no folder for (staff created it in the console): the API's
 * answer is all of it, drawn on the product's neutral theme in the ally's colours. Without a logo
 * of its own, its name is written where the logo goes (`BrandLogo` with no picture).
 */
export function brandFromSite(allyCode: string, site: SiteBrand, neutral: NeutralLook): Brand {
  const { organization, legal } = site;
  const brand: Brand = {
    config: {
      allyCode,
      name: site.name,
      tagline: site.tagline,
      ...(site.short_name ? { shortName: site.short_name } : {}),
      countries: site.countries,
      defaultCountry: site.default_country,
      locale: 'es',
      organization: { name: organization.name, url: organization.url, logoCaption: organization.logo_caption },
      legal: { termsUrl: legal.terms_url, privacyUrl: legal.privacy_url },
      features: { blog: true, achievements: true },
      shareNetworks: site.share_networks,
    },
    theme: { ...neutral.theme, colors: site.colors },
    logoUrl: site.logo_url ?? '',
    faviconUrl: neutral.faviconUrl,
    ...publishedIcons(allyCode, site),
  };
  return withBrandFont(brand, site.font);
}
