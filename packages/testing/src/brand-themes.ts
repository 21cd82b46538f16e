import { resolveTheme, type Theme } from '@aula/brand/theme';
import { brandThemeSchema } from '@aula/brand/theme-schema';
import crecerTheme from '@aula/brand-crecer/theme.json';
import impulsaTheme from '@aula/brand-impulsa/theme.json';

export type TestBrand = 'impulsa' | 'crecer';

// The real brands' tokens, validated like the build does, so tests see what users see.
const brandThemes = {
  impulsa: brandThemeSchema.parse(impulsaTheme),
  crecer: brandThemeSchema.parse(crecerTheme),
};

export function testTheme(brand: TestBrand = 'impulsa', mode: 'light' | 'dark' = 'light'): Theme {
  return resolveTheme(brandThemes[brand], mode);
}
