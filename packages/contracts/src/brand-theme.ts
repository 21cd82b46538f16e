import { z } from 'zod';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour');

/**
 * Theme values go into style sheets as written (and into the head of each ally's index.html), so
 * each is held to its CSS shape: a typo such as "12 px" or a stray ";" would otherwise break the
 * page silently, or close the style element.
 */
const cssLength = z.string().regex(/^(0|\d+(\.\d+)?(px|rem|em|%))$/, 'must be a CSS length such as 8px or 1.25rem');
const fontList = z
  .string()
  .min(1)
  .regex(/^[^;{}<>\\]+$/, 'must be a CSS font list such as "Georgia, serif" (no ; { } < > or \\)');
const shadow = z.string().regex(/^[^;{}<>\\]+$/, 'must be a CSS box-shadow (no ; { } < > or \\)');

/** Colour tokens of one mode (light or dark). Components use these names, never raw colours. */
export const colorTokens = z.object({
  primary: hexColor,
  onPrimary: hexColor,
  secondary: hexColor,
  onSecondary: hexColor,
  background: hexColor,
  surface: hexColor,
  text: hexColor,
  textMuted: hexColor,
  border: hexColor,
  focus: hexColor,
  danger: hexColor,
  success: hexColor,
});

/** The theme file of a brand: `brands/<allyCode>/theme.json`. */
export const brandThemeSchema = z.object({
  colors: z.object({ light: colorTokens, dark: colorTokens }),
  fonts: z.object({ body: fontList, heading: fontList }),
  fontSizes: z.object({ sm: cssLength, md: cssLength, lg: cssLength, xl: cssLength, xxl: cssLength }),
  radii: z.object({ sm: cssLength, md: cssLength, lg: cssLength, pill: cssLength }),
  space: z.object({ xs: cssLength, sm: cssLength, md: cssLength, lg: cssLength, xl: cssLength }),
  shadows: z.object({ card: shadow, overlay: shadow }),
});

export type ColorTokens = z.infer<typeof colorTokens>;
export type BrandTheme = z.infer<typeof brandThemeSchema>;
