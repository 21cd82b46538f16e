import { writeAllyCode, writeCountry } from '@aula/api-client/cookies';
import { testTheme } from '@aula/testing/brand-themes';
import { useMswServer } from '@aula/testing/msw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

useMswServer();

describe('settings', () => {
  it('switches the language, keeps <html lang> in step and remembers the choice', async () => {
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('radio', { name: 'English' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(JSON.parse(localStorage.getItem('aula.preferences') ?? '{}')).toMatchObject({ language: 'en' });
  });

  it('switches to the dark theme and remembers it', async () => {
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('radio', { name: 'Oscuro' }));
    // The preview build's first brand dresses pages before an ally is chosen.
    const dark = testTheme('crecer', 'dark').colors;
    expect(screen.getByRole('group', { name: 'Apariencia' })).toHaveStyle({ borderTopColor: dark.border });
    expect(JSON.parse(localStorage.getItem('aula.preferences') ?? '{}')).toMatchObject({ colorMode: 'dark' });
  });

  it('leads back to the ally the visitor was browsing', async () => {
    writeCountry('co');
    writeAllyCode('impulsa');
    renderApp('/settings');
    expect(await screen.findByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/co/impulsa');
  });
});
