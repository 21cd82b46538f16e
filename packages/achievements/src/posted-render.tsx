import { setupStore } from '@aula/api-client/store';
import { defaultTestBrand, testTheme } from '@aula/testing/brand-themes';
import { plantSession } from '@aula/testing/cookies';
import { createI18n, I18nProvider } from '@aula/ui-kit/i18n';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { achievementsMessages } from './messages';
import { type TestAlly, USERS } from './test-screen';

/**
 * Renders `ui` as the page a form was posted to: the route's action answered `answer`, which the
 * server drew and the app then adopts (the data router's `actionData` of that route).
 */
export function renderPosted(ui: ReactElement, ally: TestAlly, route: string, path: string, answer: unknown) {
  plantSession(`mock-token-${USERS[ally]}`);
  const router = createMemoryRouter([{ id: 'posted', path, element: ui }], {
    initialEntries: [`/mx/${ally}${route}`],
    hydrationData: { actionData: { posted: answer } },
  });
  const user = userEvent.setup();
  const result = render(
    <Provider store={setupStore()}>
      <I18nProvider i18n={createI18n([achievementsMessages], 'es')}>
        <ThemeProvider theme={testTheme(defaultTestBrand)}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nProvider>
    </Provider>,
  );
  return { ...result, router, user };
}
