import type { Brand } from '@aula/brand/brand';
import { testBrand } from '@aula/testing/brand-themes';

/** A brand as apps/web provides it (config, theme and asset URLs), read from brands/<allyCode>/. */
export function brandFor(allyCode: string): Brand {
  const { config, theme } = testBrand(allyCode);
  return { config, theme, logoUrl: `/brands/${allyCode}/logo.svg`, faviconUrl: `/brands/${allyCode}/favicon.svg` };
}
