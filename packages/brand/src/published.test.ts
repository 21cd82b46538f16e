import { join } from 'node:path';
import type { SiteBrand } from '@aula/contracts/console-brand';
import { describe, expect, it } from 'vitest';
import type { Brand } from './brand';
import { organizationJsonLd } from './jsonld';
import { legalHref } from './legal-links';
import { loadBrand } from './load';
import { withPublishedBrand } from './published';

const loaded = loadBrand(join(import.meta.dirname, '..', '..', '..', 'brands'), 'impulsa');
const built: Brand = { config: loaded.config, theme: loaded.theme, logoUrl: '/logo.svg', faviconUrl: '/favicon.svg' };

/** What the public brand answers for impulsa as built (brand.json's values), with `change`. */
const published = (change: Partial<SiteBrand>): SiteBrand => ({
  name: built.config.name,
  tagline: built.config.tagline,
  logo_url: null,
  app_icon_url: null,
  colors: built.theme.colors,
  short_name: 'Impulsa',
  organization: { name: 'Impulsa Negocios', url: 'https://impulsa.example', logo_caption: 'Impulsa' },
  legal: { terms_url: 'terminos', privacy_url: 'privacidad' },
  share_networks: ['whatsapp', 'facebook'],
  countries: ['mx', 'co', 'pe'],
  default_country: 'mx',
  font: 'system',
  version: 2,
  suspended: false,
  ...change,
});

describe('the published brand over the built one', () => {
  it('takes the name, tagline and colours the team published, and keeps the rest of the build', () => {
    const colors = { light: { ...built.theme.colors.light, primary: '#7a1f5c' }, dark: built.theme.colors.dark };
    const shown = withPublishedBrand(
      built,
      published({ name: 'Impulsa Pro', tagline: 'Otra frase', logo_url: '/media/uploads/logo.webp', colors }),
    );
    expect(shown.config).toMatchObject({ name: 'Impulsa Pro', tagline: 'Otra frase', allyCode: 'impulsa' });
    expect(shown.config.features).toEqual(built.config.features);
    expect(shown.theme.colors.light.primary).toBe('#7a1f5c');
    expect(shown.theme.fonts).toEqual(built.theme.fonts);
    expect(shown.logoUrl).toBe('/media/uploads/logo.webp');
    const noLogo = withPublishedBrand(built, published({ name: 'Impulsa Pro', colors, version: 3 }));
    expect(noLogo.logoUrl).toBe('/logo.svg');
  });

  it('takes the short name, organisation, legal links, share networks and countries the team published', () => {
    const shown = withPublishedBrand(
      built,
      published({
        short_name: 'Impulsa Pro',
        organization: { name: 'Impulsa Pro S.A.', url: 'https://pro.example', logo_caption: 'El logo de Impulsa Pro' },
        legal: { terms_url: 'https://pro.example/terminos', privacy_url: 'privacidad' },
        share_networks: ['telegram', 'copy'],
        countries: ['mx', 'co'],
        default_country: 'co',
      }),
    );
    expect(shown.config).toMatchObject({
      shortName: 'Impulsa Pro',
      organization: { name: 'Impulsa Pro S.A.', url: 'https://pro.example', logoCaption: 'El logo de Impulsa Pro' },
      legal: { termsUrl: 'https://pro.example/terminos', privacyUrl: 'privacidad' },
      shareNetworks: ['telegram', 'copy'],
      countries: ['mx', 'co'],
      defaultCountry: 'co',
    });
    expect(shown.config.shortName).toBe('Impulsa Pro');
    // What the pages draw from them: the JSON-LD and the registration's legal links.
    const jsonLd = organizationJsonLd(shown, 'https://impulsa.example');
    expect(jsonLd).toMatchObject({ name: 'Impulsa Pro S.A.', url: 'https://pro.example' });
    expect(jsonLd?.logo?.caption).toBe('El logo de Impulsa Pro');
    const site = { country: 'co', allyCode: 'impulsa' };
    expect(legalHref(shown.config.legal, 'terms', site)).toBe('https://pro.example/terminos');
    expect(legalHref(shown.config.legal, 'privacy', site)).toBe('/co/impulsa/privacidad');
  });

  it("points the tab's and home screen's icons at the published app icon's, and keeps the build's without one", () => {
    const shown = withPublishedBrand(built, published({ app_icon_url: '/media/uploads/impulsa/icon-640.webp' }));
    expect(shown.faviconUrl).toBe('/brand-icons/impulsa/2/192.png');
    expect(shown.appleTouchIconUrl).toBe('/brand-icons/impulsa/2/apple-touch-180.png');
    const none = withPublishedBrand(built, published({ name: 'Impulsa Pro' }));
    expect(none.faviconUrl).toBe('/favicon.svg');
    expect(none.appleTouchIconUrl).toBeUndefined();
  });

  it('keeps the build as it is without a publication (version 0: the folder it was built from) or an answer', () => {
    expect(withPublishedBrand(built, undefined)).toBe(built);
    expect(withPublishedBrand(built, published({ name: 'Otro', version: 0 }))).toBe(built);
  });
});
