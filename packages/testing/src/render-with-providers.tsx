import { addressOf, configureApiClient } from '@aula/api-client/settings';
import { setupStore } from '@aula/api-client/store';
import { createI18n, I18nProvider, type Language, type MessageCatalog } from '@aula/ui-kit/i18n';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { defaultTestBrand, type TestBrand, testTheme } from './brand-themes';

export interface RenderWithProvidersOptions {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern `ui` is mounted at, so it can read params (e.g. `allyRoutePattern('login')`). */
  path?: string;
  preloadedState?: Parameters<typeof setupStore>[0];
  brand?: TestBrand;
  /** The feature packages' catalogues; the ui-kit's own words are always there. */
  messages?: MessageCatalog[];
  language?: Language;
  /**
   * The page as drawn after a form posted to it before the app ran: what the route's action
   * answered (the data router's `actionData` for `ui`'s route, read by `usePostedAnswer`).
   */
  postedAnswer?: unknown;
}

const POSTED_ROUTE_ID = 'posted';

/** Stands in for every other route, so a test can see where a navigation went. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders `ui` the way apps/web does (fresh store, brand theme, i18n, data router) and points
 * the api-client's auth-failure navigation at this router.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const {
    route = '/',
    path = '*',
    preloadedState,
    brand = defaultTestBrand,
    messages = [],
    language = 'es',
    postedAnswer,
  } = options;
  const store = setupStore(preloadedState);
  const i18n = createI18n(messages, language);
  const routes = [{ id: POSTED_ROUTE_ID, path, element: ui }];
  if (path !== '*') routes.push({ id: 'elsewhere', path: '*', element: <LocationProbe /> });
  const router = createMemoryRouter(routes, {
    initialEntries: [route],
    ...(postedAnswer !== undefined && { hydrationData: { actionData: { [POSTED_ROUTE_ID]: postedAnswer } } }),
  });
  configureApiClient({
    navigate: (to) => void router.navigate(to),
    currentAddress: () => addressOf(router.state.location),
  });
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={testTheme(brand)}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nProvider>
    </Provider>,
  );
  return { ...result, store, router, user, i18n };
}
