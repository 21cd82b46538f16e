import { resolveTheme } from '@aula/brand/theme';
import { GlobalStyle } from '@aula/ui-kit/global-style';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { useMemo } from 'react';
import { Outlet, useParams } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { findBrand, neutralBrand } from './brands';
import { usePreferences } from './preferences-context';

/**
 * The shell around every route: the theme of the ally in the URL (or the build's first brand
 * before one is chosen) in the visitor's light or dark mode.
 */
export function RootLayout() {
  const { brand: allyCode } = useParams();
  const { colorMode } = usePreferences();
  const brand = findBrand(allyCode) ?? neutralBrand;
  const theme = useMemo(() => resolveTheme(brand.theme, colorMode), [brand, colorMode]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Outlet />
    </ThemeProvider>
  );
}

/** Shown while the first route's code arrives (slow connections are the norm). */
export function RootLoading() {
  const { colorMode } = usePreferences();
  return (
    <ThemeProvider theme={resolveTheme(neutralBrand.theme, colorMode)}>
      <GlobalStyle />
      <LoadingState />
    </ThemeProvider>
  );
}
