import { configureApiClient } from '@aula/api-client/settings';
import { setupStore } from '@aula/api-client/store';
import type { Language } from '@aula/ui-kit/languages';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createAllWordsI18n } from '../app-messages';
import { AppProviders } from '../app-providers';
import { createAppI18n, loadFrameMessages } from '../i18n';
import { createRoutes } from '../routes';

export interface RenderAppOptions {
  language?: Language;
  /** Fetch the words as the browser does (per namespace and language) instead of holding them all. */
  fetchMessages?: boolean;
}

/** The real app (route table, providers, lazy screens) in a memory router starting at `route`. */
export function renderApp(route = '/', { language = 'es', fetchMessages = false }: RenderAppOptions = {}) {
  const store = setupStore();
  const i18n = fetchMessages ? createAppI18n(language) : createAllWordsI18n(language);
  const loadMessages = fetchMessages ? (namespaces: string[]) => i18n.loadNamespaces(namespaces) : undefined;
  // As app-start does: the frame's words are asked for at once; screens suspend until they are in.
  if (fetchMessages) void loadFrameMessages(i18n);
  const router = createMemoryRouter(createRoutes({ dispatch: store.dispatch, loadMessages }), {
    initialEntries: [route],
  });
  configureApiClient({ navigate: (path) => void router.navigate(path) });
  const user = userEvent.setup();
  render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, user, i18n };
}

/**
 * Loads every lazy screen of the route table once. A test file that walks several screens calls it
 * in beforeAll, so its waits measure the screen and not a busy machine compiling a screen's modules
 * on first use (on a loaded 2-core CI machine that alone outlasted findBy's 5 s).
 */
export async function loadEveryScreen(): Promise<void> {
  const load = async (routes: RouteObject[]): Promise<void> => {
    await Promise.all(
      routes.map(async (route) => {
        if (typeof route.lazy === 'function') await route.lazy();
        if (route.children) await load(route.children);
      }),
    );
  };
  await load(createRoutes({ dispatch: setupStore().dispatch }));
}
