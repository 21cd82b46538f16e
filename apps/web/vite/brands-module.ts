import type { LoadedBrand } from '@aula/brand/load';
import type { NeutralIdentity } from './neutral-identity.ts';
import { SITE_DATA_ID } from './site-markers.ts';

export const BRANDS_MODULE_ID = 'virtual:aula-brands';

/**
 * Source of `virtual:aula-brands`: the validated brand data inlined, and each logo and favicon
 * imported so Vite emits it as a hashed asset (`?no-inline`: the JSON-LD needs a real URL, and a
 * long-cached file beats re-sending it inside every script). `neutral` dresses the pages that
 * belong to no ally.
 */
export function brandsModuleSource(brands: LoadedBrand[], neutral: NeutralIdentity): string {
  const asset = (name: string, path: string) => `import ${name} from ${JSON.stringify(`${path}?no-inline`)};`;
  const imports = [asset('neutralFavicon', neutral.faviconPath)];
  const entries = brands.map((brand, index) => {
    imports.push(asset(`logo${index}`, brand.logoPath), asset(`favicon${index}`, brand.faviconPath));
    const data = JSON.stringify({ config: brand.config, theme: brand.theme });
    return `{ ...${data}, logoUrl: logo${index}, faviconUrl: favicon${index} }`;
  });
  const neutralData = JSON.stringify({ name: neutral.name, description: neutral.description, theme: neutral.theme });
  return [
    ...imports,
    `export const brands = [\n${entries.join(',\n')}\n];`,
    `export const neutral = { ...${neutralData}, faviconUrl: neutralFavicon };`,
    '',
  ].join('\n');
}

/**
 * Source of `virtual:aula-brands` in the shared build (and so in every per-brand site): no brand in
 * the scripts; the brand comes from the JSON that index.html carries (written per brand by
 * brand-site.ts), read once before the app starts.
 */
export function runtimeBrandsModuleSource(): string {
  return [
    `const element = document.getElementById(${JSON.stringify(SITE_DATA_ID)});`,
    'if (!element || !element.textContent) {',
    "  throw new Error('index.html carries no brand (#aula-site): serve a per-brand folder from npm run build:brands, not the shared build');",
    '}',
    'const { brand } = JSON.parse(element.textContent);',
    'export const brands = [brand];',
    // A per-brand site is that ally's alone: its pages of no ally wear its identity too.
    'export const neutral = { name: brand.config.name, description: brand.config.tagline, theme: brand.theme, faviconUrl: brand.faviconUrl };',
    '',
  ].join('\n');
}
