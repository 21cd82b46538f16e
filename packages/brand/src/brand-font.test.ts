import { join } from 'node:path';
import type { SiteBrand } from '@aula/contracts/console-brand';
import { describe, expect, it } from 'vitest';
import type { Brand } from './brand';
import { loadBrand } from './load';
import { withPublishedBrand } from './published';
import { brandFromSite } from './run-time-brand';
import { scaffoldTheme } from './scaffold';

const loaded = loadBrand(join(import.meta.dirname, '..', '..', '..', 'brands'), 'impulsa');
const built: Brand = { config: loaded.config, theme: loaded.theme, logoUrl: '/logo.svg', faviconUrl: '/favicon.svg' };
const neutral = { theme: scaffoldTheme(200), faviconUrl: '/neutral-favicon.svg' };

/** A publication of `font` (version 2), every other field the build's. */
const published = (font: unknown): Partial<SiteBrand> => ({ version: 2, font: font as SiteBrand['font'] });

const site = (font: SiteBrand['font'], version = 2): SiteBrand => ({
  name: 'Tercera Financiera',
  tagline: 'Crédito y cursos para tu tienda.',
  logo_url: null,
  app_icon_url: null,
  colors: scaffoldTheme(10).colors,
  short_name: 'Tercera',
  organization: { name: 'Tercera Financiera', url: '', logo_caption: 'Tercera Financiera' },
  legal: { terms_url: 'terminos', privacy_url: 'privacidad' },
  share_networks: ['whatsapp', 'copy'],
  countries: ['mx'],
  default_country: 'mx',
  font,
  version,
  suspended: false,
});

describe('the typeface a team published', () => {
  it('draws the body and headings of a built ally in it, and names it for the pages to load', () => {
    const shown = withPublishedBrand(built, published('lora'));
    expect(shown.theme.fonts).toEqual({
      body: "'Lora Variable', Georgia, 'Times New Roman', serif",
      heading: "'Lora Variable', Georgia, 'Times New Roman', serif",
    });
    expect(shown.webFont).toBe('lora');
    // The rest of the theme stays the build's.
    expect(shown.theme.fontSizes).toEqual(built.theme.fontSizes);
  });

  it("keeps the build's fonts and loads nothing for `system`, an old answer without it or an unknown name", () => {
    // Bad input tried: an answer kept from before the field, a font this build does not know, a CSS injection.
    for (const font of ['system', undefined, 'comic-sans', "x'; } body { color: red"]) {
      const shown = withPublishedBrand(built, published(font));
      expect(shown.theme.fonts, String(font)).toEqual(built.theme.fonts);
      expect(shown.webFont, String(font)).toBeUndefined();
    }
  });

  it('draws an ally without a folder in it over the neutral theme, and in the neutral fonts on `system`', () => {
    const inter = brandFromSite('tercera', site('inter'), neutral);
    expect(inter.theme.fonts.body).toBe("'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif");
    expect(inter.theme.fonts.heading).toBe(inter.theme.fonts.body);
    expect(inter.webFont).toBe('inter');
    const system = brandFromSite('tercera', site('system'), neutral);
    expect(system.theme.fonts).toEqual(neutral.theme.fonts);
    expect(system.webFont).toBeUndefined();
  });
});
