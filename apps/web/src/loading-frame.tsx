import type { ColorMode } from '@aula/brand/theme';
import { resolveTheme } from '@aula/brand/theme';
import { allyRoot, parseSitePath } from '@aula/contracts/site-paths';
import { GlobalStyle } from '@aula/ui-kit/global-style';
import { Header } from '@aula/ui-kit/header';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { ThemeProvider } from 'styled-components';
import { useAllyBrand } from './ally-brand';
import { neutralIdentity } from './brands';

/**
 * What a page shows while its screen's code and data arrive: on an ally's pages its header (logo,
 * colours) above a polite "Cargando…", elsewhere the neutral wait. The server sends the same frame
 * for the pages it does not render (sign-in, the learner's screens), so the brand is on screen
 * before any script runs and the app's first draw looks the same.
 */
export function LoadingFrame({ pathname, colorMode }: { pathname: string; colorMode: ColorMode }) {
  const site = parseSitePath(pathname)?.site;
  const brand = useAllyBrand(site?.allyCode);
  return (
    <ThemeProvider theme={resolveTheme(brand?.theme ?? neutralIdentity.theme, colorMode)}>
      <GlobalStyle />
      {brand && (
        <Header
          logoUrl={brand.logoUrl}
          brandName={brand.config.name}
          homeHref={allyRoot({ country: site?.country ?? '', allyCode: brand.config.allyCode })}
        />
      )}
      <LoadingState />
    </ThemeProvider>
  );
}
