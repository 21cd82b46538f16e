import type { LoadedBrand } from '@aula/brand/load';

export const BRANDS_MODULE_ID = 'virtual:aula-brands';

/**
 * Source of `virtual:aula-brands`: the validated brand data inlined, and each logo and favicon
 * imported so Vite emits it as a hashed asset (`?no-inline`: the JSON-LD needs a real URL, and a
 * long-cached file beats re-sending it inside every script).
 */
export function brandsModuleSource(brands: LoadedBrand[]): string {
  const imports: string[] = [];
  const entries = brands.map((brand, index) => {
    imports.push(`import logo${index} from ${JSON.stringify(`${brand.logoPath}?no-inline`)};`);
    imports.push(`import favicon${index} from ${JSON.stringify(`${brand.faviconPath}?no-inline`)};`);
    const data = JSON.stringify({ config: brand.config, theme: brand.theme });
    return `{ ...${data}, logoUrl: logo${index}, faviconUrl: favicon${index} }`;
  });
  return `${imports.join('\n')}\nexport const brands = [\n${entries.join(',\n')}\n];\n`;
}
