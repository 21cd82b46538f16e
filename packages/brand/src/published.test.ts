import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Brand } from './brand';
import { loadBrand } from './load';
import { withPublishedBrand } from './published';

const loaded = loadBrand(join(import.meta.dirname, '..', '..', '..', 'brands'), 'impulsa');
const built: Brand = { config: loaded.config, theme: loaded.theme, logoUrl: '/logo.svg', faviconUrl: '/favicon.svg' };

describe('the published brand over the built one', () => {
  it('takes the name, tagline and colours the team published, and keeps the rest of the build', () => {
    const colors = { light: { ...built.theme.colors.light, primary: '#7a1f5c' }, dark: built.theme.colors.dark };
    const shown = withPublishedBrand(built, {
      name: 'Impulsa Pro',
      tagline: 'Otra frase',
      logo_url: '/media/uploads/logo.webp',
      colors,
      version: 2,
    });
    expect(shown.config).toMatchObject({ name: 'Impulsa Pro', tagline: 'Otra frase', allyCode: 'impulsa' });
    expect(shown.theme.colors.light.primary).toBe('#7a1f5c');
    expect(shown.theme.fonts).toEqual(built.theme.fonts);
    expect(shown.logoUrl).toBe('/media/uploads/logo.webp');
    const noLogo = withPublishedBrand(built, {
      name: 'Impulsa Pro',
      tagline: 'Otra',
      logo_url: null,
      colors,
      version: 3,
    });
    expect(noLogo.logoUrl).toBe('/logo.svg');
  });

  it('keeps the build as it is without a publication (version 0: the folder it was built from) or an answer', () => {
    expect(withPublishedBrand(built, undefined)).toBe(built);
    const folder = { name: 'Otro', tagline: 'Otra', logo_url: null, colors: built.theme.colors, version: 0 };
    expect(withPublishedBrand(built, folder)).toBe(built);
  });
});
