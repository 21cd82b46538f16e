import { brands } from 'virtual:aula-brands';
import { afterEach, describe, expect, it } from 'vitest';
import { buildBrands, findBrand, neutralIdentity, serveBrandAssetsFrom } from './brands';

afterEach(() => serveBrandAssetsFrom(window.location.origin));

describe('brand assets per deployment', () => {
  it('moves brand logos and favicons onto the deployment assets host', () => {
    serveBrandAssetsFrom('https://cdn.example/site/', window.location.origin);
    const [first] = brands;
    expect(findBrand(first.config.allyCode)?.logoUrl).toBe(`https://cdn.example/site${first.logoUrl}`);
    expect(neutralIdentity.faviconUrl).toMatch(/^https:\/\/cdn\.example\/site\//);
    expect(buildBrands.every((brand) => brand.faviconUrl.startsWith('https://cdn.example/site/'))).toBe(true);
  });

  it('leaves them alone when the assets host is this site', () => {
    serveBrandAssetsFrom(window.location.origin);
    expect(findBrand(brands[0].config.allyCode)?.logoUrl).toBe(brands[0].logoUrl);
  });
});
