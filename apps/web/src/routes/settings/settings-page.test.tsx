import { writeAllyCode, writeCountry } from '@aula/api-client/cookies';
import { resolveTheme } from '@aula/brand/theme';
import { useMswServer } from '@aula/testing/msw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { neutralIdentity } from '../../brands';
import { renderApp } from '../../test/render-app';

useMswServer();

describe('settings', () => {
  it('switches the language, keeps <html lang> in step and remembers the choice', async () => {
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(JSON.parse(localStorage.getItem('aula.preferences') ?? '{}')).toMatchObject({ language: 'en' });
  });

  it('switches to the dark theme and remembers it', async () => {
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('radio', { name: 'Oscuro' }));
    // Settings belongs to no ally: the preview build dresses it in the neutral identity.
    const dark = resolveTheme(neutralIdentity.theme, 'dark').colors;
    expect(screen.getByRole('group', { name: 'Apariencia' })).toHaveStyle({ borderTopColor: dark.border });
    expect(JSON.parse(localStorage.getItem('aula.preferences') ?? '{}')).toMatchObject({ colorMode: 'dark' });
  });

  it('leads back to the ally the visitor was browsing', async () => {
    writeCountry('co');
    writeAllyCode('impulsa');
    renderApp('/settings');
    expect(await screen.findByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/co/impulsa');
  });

  it('wears the neutral identity, not the last ally visited', async () => {
    writeAllyCode('crecer');
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajustes' })).toBeInTheDocument();
    expect(document.title).toBe('Ajustes · Aula');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(neutralIdentity.faviconUrl);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      resolveTheme(neutralIdentity.theme, 'light').colors.primary,
    );
  });
});
