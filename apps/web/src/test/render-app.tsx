import { addressOf, configureApiClient } from '@aula/api-client/settings';
import { setupStore } from '@aula/api-client/store';
import type { Language } from '@aula/ui-kit/languages';
import { cleanup, render, screen } from '@testing-library/react';
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
  configureApiClient({
    navigate: (path) => void router.navigate(path),
    currentAddress: () => addressOf(router.state.location),
  });
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

/** Expires the cookies set since `before` was read (a warm-up's draw leaves the ally and country chosen). */
function expireCookiesSince(before: string) {
  const kept = new Set(before.split('; ').map((pair) => pair.split('=')[0]));
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    // biome-ignore lint/suspicious/noDocumentCookie: undoes what the warm-up's own draw wrote, so no test inherits it.
    if (name && !kept.has(name)) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/**
 * beforeAll of a test file walking several screens (the msw server on): every lazy screen loaded
 * and an ally's landing drawn once, then undone. The first branded page a jsdom draws has its CSS
 * parsed and cached by jsdom's CSS engine (styled-components' rules, the computed styles the role
 * queries read): measured 5-7 s on the loaded 2-core machine against ~1 s for the next page, and it
 * fell inside whichever test drew an ally's site first, besides the screens' imports.
 */
export async function warmUpApp(): Promise<void> {
  await loadEveryScreen();
  const cookiesBefore = document.cookie;
  renderApp('/mx/impulsa');
  await screen.findByRole('heading', { level: 1 }, { timeout: 60_000 });
  cleanup();
  expireCookiesSince(cookiesBefore);
}
