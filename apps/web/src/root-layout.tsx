import { resolveTheme } from '@aula/brand/theme';
import { AlertViewport } from '@aula/ui-kit/alerts';
import { GlobalStyle } from '@aula/ui-kit/global-style';
import { LoadingOverlay } from '@aula/ui-kit/loading-overlay';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { useMemo } from 'react';
import { Outlet, useParams } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { useBlockingRequest } from './blocking-requests';
import { findBrand, neutralBrand } from './brands';
import { usePreferences } from './preferences-context';

/**
 * The shell around every route: the theme of the ally in the URL (or the build's first brand
 * before one is chosen) in the visitor's light or dark mode, the overlay shown while a blocking
 * request is in flight, and the alerts.
 */
export function RootLayout() {
  const { brand: allyCode } = useParams();
  const { colorMode } = usePreferences();
  const brand = findBrand(allyCode) ?? neutralBrand;
  const theme = useMemo(() => resolveTheme(brand.theme, colorMode), [brand, colorMode]);
  const blocking = useBlockingRequest();
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <LoadingOverlay visible={blocking}>
        <Outlet />
      </LoadingOverlay>
      <AlertViewport />
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
