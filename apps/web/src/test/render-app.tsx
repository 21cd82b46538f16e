import { configureApiClient } from '@aula/api-client/settings';
import { setupStore } from '@aula/api-client/store';
import type { Language } from '@aula/ui-kit/i18n';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app-providers';
import { createAppI18n } from '../i18n';
import { createRoutes } from '../routes';

/** The real app (route table, providers, lazy screens) in a memory router starting at `route`. */
export function renderApp(route = '/', { language = 'es' }: { language?: Language } = {}) {
  const store = setupStore();
  const i18n = createAppI18n(language);
  const router = createMemoryRouter(createRoutes({ dispatch: store.dispatch }), { initialEntries: [route] });
  configureApiClient({ navigate: (path) => void router.navigate(path) });
  const user = userEvent.setup();
  render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, user };
}
