import type { BrandTheme, ColorTokens } from '@aula/contracts/brand-theme';
import type {} from 'styled-components';

export type ColorMode = 'light' | 'dark';

/** What styled-components receive: one brand's tokens with the colours of one mode resolved. */
export interface Theme extends Omit<BrandTheme, 'colors'> {
  mode: ColorMode;
  colors: ColorTokens;
}

export function resolveTheme(brandTheme: BrandTheme, mode: ColorMode = 'light'): Theme {
  return { ...brandTheme, mode, colors: brandTheme.colors[mode] };
}

declare module 'styled-components' {
  // Lets every styled component read typed tokens from `props.theme`.
  export interface DefaultTheme extends Theme {}
}
