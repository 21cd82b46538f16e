import { resolveTheme } from '@aula/brand/theme';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { ErrorState } from '@aula/ui-kit/error-state';
import { GlobalStyle } from '@aula/ui-kit/global-style';
import { ButtonLink, Link } from '@aula/ui-kit/link';
import { Page } from '@aula/ui-kit/page';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { neutralIdentity } from './brands';
import { useOnline } from './offline/use-online';

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

/**
 * A learner's screen that could not open (its code or its answers did not arrive): said inside the
 * ally's frame, its header and menu kept, instead of the root's unbranded page. Offline, a screen this
 * phone never kept says so and leads to what is kept; online, the learner may try again. In this
 * module, beside the root's, so that both come in the first download and none is split out for it.
 */
export function ScreenError() {
  const error = useRouteError();
  const online = useOnline();
  const site = useAllySite();
  const { t } = useTranslation('web');
  useEffect(() => logNavigationError(error), [error]);
  if (online) {
    return (
      <Page>
        <ErrorState title={t('routeError.title')} message={t('routeError.message')} onRetry={() => location.reload()} />
      </Page>
    );
  }
  return (
    <Page>
      <h1>{t('routeError.offlineTitle')}</h1>
      <p>{t('routeError.offline')}</p>
      <ButtonLink to={allyPath(site, 'saved')}>{t('routeError.toSaved')}</ButtonLink>
    </Page>
  );
}
