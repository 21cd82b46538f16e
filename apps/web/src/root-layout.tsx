import { resolveTheme } from '@aula/brand/theme';
import { AlertViewport } from '@aula/ui-kit/alerts';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { BRAND_FONT_ID, useFontFace } from '@aula/ui-kit/font-face';
import { GlobalStyle } from '@aula/ui-kit/global-style';
import { LoadingOverlay } from '@aula/ui-kit/loading-overlay';
import { PageTitleAnnouncer, SiteNameProvider } from '@aula/ui-kit/page-title';
import { useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { useAllyBrand } from './ally-brand';
import { useBlockingRequest } from './blocking-requests';
import { useBrandPreview } from './brand-preview';
import { neutralIdentity } from './brands';
import { LoadingFrame } from './loading-frame';
import { OfflineStatus } from './offline/offline-status';
import { usePreferences } from './preferences-context';
import { useSiteDocument } from './site-document';

/**
 * The shell around every route: the identity of the ally in the URL (or the neutral one on pages
 * of no ally) — theme in the visitor's light or dark mode, favicon, browser colour, the name page
 * titles end with —, the overlay shown while a blocking request is in flight, and the alerts.
 */
export function RootLayout() {
  const { allyCode } = useAllySite();
  const preferences = usePreferences();
  // The console's brand preview shows the mode it is editing, whatever this browser's own is.
  const colorMode = useBrandPreview()?.mode ?? preferences.colorMode;
  const brand = useAllyBrand(allyCode);
  const site = brand ? { name: brand.config.name, theme: brand.theme, faviconUrl: brand.faviconUrl } : neutralIdentity;
  const theme = useMemo(() => resolveTheme(site.theme, colorMode), [site.theme, colorMode]);
  useSiteDocument(site.faviconUrl, theme.colors.primary);
  // The typeface the ally's team chose, which the theme's fonts name (none: the theme's own, no download).
  useFontFace(brand?.webFont, { id: BRAND_FONT_ID, preload: true });
  const blocking = useBlockingRequest();
  return (
    <ThemeProvider theme={theme}>
      <SiteNameProvider name={site.name}>
        <GlobalStyle />
        <OfflineStatus />
        <LoadingOverlay visible={blocking}>
          <Outlet />
        </LoadingOverlay>
        <AlertViewport />
        <PageTitleAnnouncer />
      </SiteNameProvider>
    </ThemeProvider>
  );
}

/** Shown while the first route's code arrives (slow connections are the norm). */
export function RootLoading() {
  const { colorMode } = usePreferences();
  return <LoadingFrame pathname={useLocation().pathname} colorMode={colorMode} />;
}
