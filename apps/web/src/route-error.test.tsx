import { testTheme } from '@aula/testing/brand-themes';
import { createI18n, I18nProvider } from '@aula/ui-kit/i18n';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webMessages } from './messages';
import { ScreenError } from './route-error';

/** The ally's frame around a learner route group whose screen cannot open (its code did not arrive). */
function openBrokenScreen() {
  const router = createMemoryRouter(
    [
      {
        path: '/:country/:allyCode',
        element: (
          <>
            <header>Marca del aliado</header>
            <Outlet />
          </>
        ),
        children: [
          {
            ErrorBoundary: ScreenError,
            children: [
              {
                path: 'seccion/logros',
                lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/mx/impulsa/seccion/logros'] },
  );
  render(
    <I18nProvider i18n={createI18n([webMessages], 'es')}>
      <ThemeProvider theme={testTheme()}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </I18nProvider>,
  );
}

describe('ScreenError: a learner screen that cannot open, inside the ally frame', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offline, says the screen is not kept on this phone and leads to what is', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openBrokenScreen();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esta pantalla no está guardada en este teléfono' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver lo guardado' })).toHaveAttribute(
      'href',
      '/mx/impulsa/seccion/guardado',
    );
    expect(screen.getByText('Marca del aliado')).toBeInTheDocument();
  });

  it('online, says it could not open the page and offers to try again, the frame kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openBrokenScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos abrir esta página');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByText('Marca del aliado')).toBeInTheDocument();
  });
});
