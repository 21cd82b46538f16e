import { resolveTheme } from '@aula/brand/theme';
import { ErrorState } from '@aula/ui-kit/error-state';
import { GlobalStyle } from '@aula/ui-kit/global-style';
import { Link } from '@aula/ui-kit/link';
import { Page } from '@aula/ui-kit/page';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { neutralIdentity } from './brands';

/** Logs a failed navigation (the spec's rule) and still leaves the visitor a way on. */
export function logNavigationError(error: unknown): void {
  console.error('Navigation failed:', error);
}

/** The root route's error boundary: replaces the shell, so it brings its own theme. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('web');
  useEffect(() => logNavigationError(error), [error]);
  return (
    <ThemeProvider theme={resolveTheme(neutralIdentity.theme, 'light')}>
      <GlobalStyle />
      <Page>
        <ErrorState title={t('routeError.title')} message={t('routeError.message')} />
        <p>
          <Link to="/" reloadDocument>
            {t('routeError.home')}
          </Link>
        </p>
      </Page>
    </ThemeProvider>
  );
}
