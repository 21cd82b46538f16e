import { allyRoutePattern } from '@aula/contracts/site-paths';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n, I18nProvider, type Language } from './i18n';
import { useDateFormat } from './use-date-format';

function LocaleProbe() {
  return <p>{useDateFormat().locale}</p>;
}

function renderAt(path: string, url: string, language: Language) {
  const router = createMemoryRouter([{ path, Component: LocaleProbe }], { initialEntries: [url] });
  render(
    <I18nProvider i18n={createI18n([], language)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('useDateFormat', () => {
  it("formats in the language on screen with the ally's country", () => {
    renderAt(allyRoutePattern('webinar'), '/mx/crecer/seccion/logros/4/webinars/9', 'en');
    expect(screen.getByText('en-MX')).toBeInTheDocument();
  });

  it('falls back to the bare language on a page of no ally (bad case: the settings page)', () => {
    renderAt('/settings', '/settings', 'es');
    expect(screen.getByText('es')).toBeInTheDocument();
  });
});
