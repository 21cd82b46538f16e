import { BRAND_PREVIEW_DRAFT } from '@aula/contracts/brand-preview';
import { describe, expect, it } from 'vitest';
import { withBrandPreview } from './brand-preview';
import { findBrand } from './brands';

const impulsa = () => {
  const brand = findBrand('impulsa');
  if (!brand) throw new Error('this build has no impulsa brand');
  return brand;
};

describe('withBrandPreview', () => {
  it("lays the draft's colours over its mode only, with its name and line", () => {
    const brand = impulsa();
    const shown = withBrandPreview(brand, {
      type: BRAND_PREVIEW_DRAFT,
      mode: 'dark',
      colors: { primary: '#ff6600' },
      name: 'Impulsa Negocios',
      tagline: 'Tu negocio, paso a paso.',
    });
    expect(shown.theme.colors.dark).toEqual({ ...brand.theme.colors.dark, primary: '#ff6600' });
    expect(shown.theme.colors.light).toEqual(brand.theme.colors.light);
    expect(shown.config).toMatchObject({ name: 'Impulsa Negocios', tagline: 'Tu negocio, paso a paso.' });
  });

  it("keeps the brand's name while the draft's is cleared, and the brand itself without a draft", () => {
    const brand = impulsa();
    const draft = { type: BRAND_PREVIEW_DRAFT, mode: 'light', colors: {}, name: ' ', tagline: '' } as const;
    expect(withBrandPreview(brand, draft).config.name).toBe(brand.config.name);
    expect(withBrandPreview(brand, null)).toBe(brand);
  });
});
