// The typefaces a team may give its brand (the console's "Marca", issue 39): `system`, the theme's
// own font lists (nothing to download), or a variable font the site serves itself from its
// @fontsource-variable package (apps/api/src/plugins/fonts.ts), never from an outside font host.
// What a theme needs to name one; its files and @font-face rules are in ./brand-font-files, which
// a page loads only for an ally that has one. No zod here: the pages' first download reads it.

export const BRAND_FONTS = [
  'system',
  'atkinson-hyperlegible-next',
  'inter',
  'nunito',
  'lora',
  'source-serif-4',
] as const;

export type BrandFont = (typeof BRAND_FONTS)[number];
/** A font the site serves; its id is also its package's name under @fontsource-variable/. */
export type WebFontId = Exclude<BrandFont, 'system'>;

export interface WebFont {
  /** Its name as a team knows it (the console's list). */
  name: string;
  /** The family its @font-face declares (the package's own name for it). */
  family: string;
  /** What is drawn until it arrives, or where it has no glyph. */
  fallback: string;
}

const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";

export const WEB_FONTS: Readonly<Record<WebFontId, WebFont>> = {
  'atkinson-hyperlegible-next': {
    name: 'Atkinson Hyperlegible Next',
    family: 'Atkinson Hyperlegible Next Variable',
    fallback: SANS,
  },
  inter: { name: 'Inter', family: 'Inter Variable', fallback: SANS },
  nunito: { name: 'Nunito', family: 'Nunito Variable', fallback: SANS },
  lora: { name: 'Lora', family: 'Lora Variable', fallback: SERIF },
  'source-serif-4': { name: 'Source Serif 4', family: 'Source Serif 4 Variable', fallback: SERIF },
};

/** The font a brand's setting names for its pages to load, or undefined: `system`, or a name this site has not. */
export const webFontOf = (font: string | undefined): WebFontId | undefined =>
  font !== undefined && Object.hasOwn(WEB_FONTS, font) ? (font as WebFontId) : undefined;

/** The CSS font list of a font: its family, then its fallback. */
export const fontStack = (font: WebFontId) => `'${WEB_FONTS[font].family}', ${WEB_FONTS[font].fallback}`;
