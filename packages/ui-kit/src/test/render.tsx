// ui-kit sits below packages/testing, so its tests carry their own small provider wrapper.
import { join } from 'node:path';
import { loadBrand } from '@aula/brand/load';
import { resolveTheme } from '@aula/brand/theme';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { createI18n, I18nProvider, type Language } from '../i18n';
import type { MessageCatalog } from '../message-catalog';

const brandsDir = join(import.meta.dirname, '..', '..', '..', '..', 'brands');
export const theme = resolveTheme(loadBrand(brandsDir, 'impulsa').theme, 'light');

export function renderUi(
  ui: ReactElement,
  {
    language = 'es',
    path = '/',
    catalogs = [],
  }: {
    language?: Language;
    /** The address the page opens at. */
    path?: string;
    /** Words of other namespaces the component reads (a form's own sentences). */
    catalogs?: MessageCatalog[];
  } = {},
) {
  const i18n = createI18n(catalogs, language);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </I18nProvider>,
  );
  return { ...result, user, router, theme };
}
