import { profileApi } from '@aula/api-client/profile';
import { setupStore } from '@aula/api-client/store';
import { defaultTestBrand, testTheme } from '@aula/testing/brand-themes';
import { plantSession } from '@aula/testing/cookies';
import { AlertProvider } from '@aula/ui-kit/alert-provider';
import { createI18n, I18nProvider } from '@aula/ui-kit/i18n';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { profileMessages } from '../messages';

// For tests: a profile screen as the server renderer draws it for Ana (mock user 1), before any
// app runs, to see what its forms post.

const MAX_PASSES = 8;

/**
 * Draws `ui` to HTML with the data it asks for, as apps/web's renderer does, where no effect runs.
 * The renderer's queries start while it draws, which jsdom's window turns off (api-client's api.ts):
 * here the page is drawn in the document first, until no query is running, to fill the store.
 * `posted`: what the route's action answered a post with (the page drawn for a refused form).
 */
export async function drawnByServer(
  ui: ReactElement,
  route: string,
  path: string,
  posted?: unknown,
): Promise<HTMLElement> {
  plantSession('mock-token-1');
  const store = setupStore({ session: { signedIn: true, user: null } });
  const i18n = createI18n([profileMessages], 'es');
  const page = () => (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={testTheme(defaultTestBrand)}>
          <AlertProvider>
            <RouterProvider
              router={createMemoryRouter([{ id: 'page', path, element: ui }], {
                initialEntries: [route],
                ...(posted !== undefined && { hydrationData: { actionData: { page: posted } } }),
              })}
            />
          </AlertProvider>
        </ThemeProvider>
      </I18nProvider>
    </Provider>
  );
  const warming = render(page());
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const running = await act(() => Promise.all(store.dispatch(profileApi.util.getRunningQueriesThunk())));
    if (running.length === 0) break;
  }
  warming.unmount();
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  // In the document, alone, so the fields' descriptions are found by their ids.
  document.body.replaceChildren(container);
  return container;
}

/** What the page's form would post, as `postToAction` takes it: a name posted several times, a list. */
export function postedFields(form: HTMLFormElement): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new FormData(form).entries()) {
    const before = fields[name];
    fields[name] = before === undefined ? String(value) : [before, String(value)].flat();
  }
  return fields;
}
