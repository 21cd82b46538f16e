import { fontStack, webFontOf } from '@aula/contracts/brand-fonts';
import type { Brand } from './brand';

/**
 * The brand in the typeface its team published: a font the site serves draws the body and the
 * headings (with its own fallback), and the pages load it (`webFont`); `system`, or a font this
 * build does not know (an answer from a newer API), keeps the theme's own fonts.
 */
export function withBrandFont(brand: Brand, font: string | undefined): Brand {
  const webFont = webFontOf(font);
  if (!webFont) return brand;
  const stack = fontStack(webFont);
  return { ...brand, theme: { ...brand.theme, fonts: { body: stack, heading: stack } }, webFont };
}
