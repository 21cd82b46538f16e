import type { SiteBrand } from '@aula/contracts/console-brand';
import { describe, expect, it } from 'vitest';
import { organizationJsonLd } from './jsonld';
import { withPublishedBrand } from './published';
import { brandFromSite } from './run-time-brand';
import { scaffoldTheme } from './scaffold';

const neutral = { theme: scaffoldTheme(200), faviconUrl: '/neutral-favicon.svg' };
const colors = scaffoldTheme(10).colors;
const site: SiteBrand = {
  name: 'Tercera Financiera',
  tagline: 'Crédito y cursos para tu tienda.',
  logo_url: null,
  app_icon_url: null,
  colors,
  short_name: 'Tercera',
  organization: { name: 'Tercera Financiera', url: '', logo_caption: 'Tercera Financiera' },
  legal: { terms_url: 'terminos', privacy_url: 'privacidad' },
  share_networks: ['whatsapp', 'copy'],
  countries: ['mx', 'co'],
  default_country: 'mx',
  font: 'system',
  version: 0,
  suspended: false,
};

describe('brandFromSite', () => {
  it("draws an ally without a folder from the API's answer on the neutral theme, its name where the logo goes", () => {
    const brand = brandFromSite('tercera', site, neutral);
    expect(brand.config).toMatchObject({
      allyCode: 'tercera',
      name: 'Tercera Financiera',
      shortName: 'Tercera',
      countries: ['mx', 'co'],
      defaultCountry: 'mx',
      legal: { termsUrl: 'terminos', privacyUrl: 'privacidad' },
      shareNetworks: ['whatsapp', 'copy'],
    });
    expect(brand.theme.colors).toBe(colors);
    expect(brand.theme.fonts).toEqual(neutral.theme.fonts);
    expect(brand.logoUrl).toBe('');
    expect(brand.faviconUrl).toBe('/neutral-favicon.svg');
  });

  it('takes the uploaded logo once the team publishes one', () => {
    const brand = brandFromSite('tercera', { ...site, logo_url: '/media/tercera/logo.png', version: 2 }, neutral);
    expect(brand.logoUrl).toBe('/media/tercera/logo.png');
  });

  it('wears the icons drawn from a published app icon, the product favicon without one (tried: an icon at version 0)', () => {
    const icon = { ...site, app_icon_url: '/media/uploads/tercera/icon-640.webp' };
    // Version 0 is no publication: the API serves no icon for it.
    expect(brandFromSite('tercera', icon, neutral)).toMatchObject({ faviconUrl: '/neutral-favicon.svg' });
    expect(brandFromSite('tercera', icon, neutral).appleTouchIconUrl).toBeUndefined();
    expect(brandFromSite('tercera', { ...icon, version: 4 }, neutral)).toMatchObject({
      faviconUrl: '/brand-icons/tercera/4/192.png',
      appleTouchIconUrl: '/brand-icons/tercera/4/apple-touch-180.png',
    });
  });

  it('has no JSON-LD until its organisation has an address, and no logo in it until it has one', () => {
    const brand = brandFromSite('tercera', site, neutral);
    expect(organizationJsonLd(brand, 'https://aula.example')).toBeUndefined();
    const placed = { ...site, organization: { ...site.organization, url: 'https://tercera.example' } };
    const jsonLd = organizationJsonLd(brandFromSite('tercera', placed, neutral), 'https://aula.example');
    expect(jsonLd).toMatchObject({ name: 'Tercera Financiera', url: 'https://tercera.example' });
    expect(jsonLd).not.toHaveProperty('logo');
  });
});

describe('withPublishedBrand with an answer kept from before a field existed', () => {
  it("keeps the build's value of each field the answer lacks (bad input: an old offline copy)", () => {
    const built = brandFromSite('tercera', site, neutral);
    const old = { name: 'Tercera 2', tagline: 'Otra frase', logo_url: null, colors, version: 3 } as Partial<SiteBrand>;
    const shown = withPublishedBrand(built, old);
    expect(shown.config.name).toBe('Tercera 2');
    expect(shown.config.organization).toEqual(built.config.organization);
    expect(shown.config.countries).toEqual(['mx', 'co']);
  });
});
