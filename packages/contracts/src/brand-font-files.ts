// The files of the typefaces the site serves (./brand-fonts): the latin and latin-ext subsets only,
// Spanish and English need no more. The API serves them at `fontFilePath` (plugins/fonts.ts); a page
// of an ally that has one declares them with `fontFaceCss`.
import { WEB_FONTS, type WebFontId } from './brand-fonts';

export type FontSubset = 'latin' | 'latin-ext';

/** Latin first: the subset every page needs, the one it preloads. */
export const FONT_SUBSETS: readonly FontSubset[] = ['latin', 'latin-ext'];

export interface FontFiles {
  /** The range of its weight axis. */
  weights: string;
  /** The package's version: part of each file's address, so a new version is a new address. */
  version: string;
  /** The characters each subset's file draws. */
  subsets: Readonly<Record<FontSubset, string>>;
}

// The packages' own ranges (unicode.json; apps/api/test/brand-fonts.test.ts holds them to it).
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const latinExt = (lastCurrency: string) =>
  `U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-${lastCurrency},U+2113,U+2C60-2C7F,U+A720-A7FF`;
const subsets = (lastCurrency = '20C0') => ({ latin: LATIN, 'latin-ext': latinExt(lastCurrency) });

export const FONT_FILES: Readonly<Record<WebFontId, FontFiles>> = {
  'atkinson-hyperlegible-next': { weights: '200 800', version: '5.3.0', subsets: subsets() },
  inter: { weights: '100 900', version: '5.3.0', subsets: subsets() },
  nunito: { weights: '200 1000', version: '5.3.0', subsets: subsets() },
  lora: { weights: '400 700', version: '5.3.0', subsets: subsets() },
  'source-serif-4': { weights: '200 900', version: '5.3.1', subsets: subsets('20C4') },
};

/** Where the site serves a subset of a font: a file name that changes with the package's version. */
export const fontFilePath = (font: WebFontId, subset: FontSubset) =>
  `/fonts/${font}/${subset}-${FONT_FILES[font].version}.woff2`;

/** The @font-face rules of a font, one per subset: a page downloads a subset only when it draws one of its characters. */
export function fontFaceCss(font: WebFontId): string {
  const { weights, subsets: ranges } = FONT_FILES[font];
  return FONT_SUBSETS.map(
    (subset) =>
      `@font-face{font-family:'${WEB_FONTS[font].family}';font-style:normal;font-display:swap;font-weight:${weights};` +
      `src:url(${fontFilePath(font, subset)}) format('woff2');unicode-range:${ranges[subset]};}`,
  ).join('\n');
}
