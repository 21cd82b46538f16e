import { z } from 'zod';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour');

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
  fonts: z.object({
    body: z.string().min(1),
    heading: z.string().min(1),
  }),
  fontSizes: z.object({
    sm: z.string(),
    md: z.string(),
    lg: z.string(),
    xl: z.string(),
    xxl: z.string(),
  }),
  radii: z.object({ sm: z.string(), md: z.string(), lg: z.string(), pill: z.string() }),
  space: z.object({ xs: z.string(), sm: z.string(), md: z.string(), lg: z.string(), xl: z.string() }),
  shadows: z.object({ card: z.string(), overlay: z.string() }),
});

export type ColorTokens = z.infer<typeof colorTokens>;
export type BrandTheme = z.infer<typeof brandThemeSchema>;
