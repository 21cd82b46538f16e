import { landingPages } from '@aula/mocks/fixtures/landing-pages';
import { useMswServer } from '@aula/testing/msw';
import type { LazyCatalog } from '@aula/ui-kit/message-catalog';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appMessages } from './app-messages';
import { appCatalogs } from './i18n';
import { renderApp, warmUpApp } from './test/render-app';

useMswServer();

const catalog = (namespace: string): LazyCatalog => {
  const found = appCatalogs.find((candidate) => candidate.namespace === namespace);
  if (!found) throw new Error(`no catalogue '${namespace}'`);
  return found;
};

/** Watches every catalogue's two files; returns the `namespace:language` pairs fetched so far. */
function watchFetches() {
  const spies = appCatalogs.flatMap((entry) =>
    (['es', 'en'] as const).map((language) => ({
      key: `${entry.namespace}:${language}`,
      spy: vi.spyOn(entry, language),
    })),
  );
  return () => spies.filter(({ spy }) => spy.mock.calls.length > 0).map(({ key }) => key);
}

afterEach(() => vi.restoreAllMocks());

describe('the words the browser fetches', () => {
  beforeAll(warmUpApp, 120_000);

  it('are the same, file by file, as the ones the server renderer holds', async () => {
    expect(appCatalogs.map((entry) => entry.namespace).sort()).toEqual(
      appMessages.map((entry) => entry.namespace).sort(),
    );
    for (const eager of appMessages) {
      const lazy = catalog(eager.namespace);
      expect(await lazy.es()).toEqual(eager.es);
      expect(await lazy.en()).toEqual(eager.en);
    }
  });

  it('are, on the Spanish landing, its own namespaces in Spanish: no English, no account screens', async () => {
    const fetched = watchFetches();
    renderApp('/mx/impulsa', { fetchMessages: true });
    const title = landingPages.find((page) => page.ally_code === 'impulsa')?.title ?? '';
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Lecciones nuevas' })).toBeInTheDocument();
    expect(fetched().sort()).toEqual(['blog:es', 'lessons:es', 'offline:es', 'profile:es', 'shell:es', 'web:es']);
  });

  it('come with a screen: the sign-in screen brings the account words', async () => {
    const fetched = watchFetches();
    renderApp('/mx/impulsa/login', { fetchMessages: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(fetched()).toContain('auth:es');
    expect(fetched().filter((key) => key.endsWith(':en'))).toEqual([]);
  });

  it('of another language are fetched when the learner switches to it, for every namespace in use', async () => {
    const fetched = watchFetches();
    const { user, i18n } = renderApp('/settings', { fetchMessages: true });
    await user.click(await screen.findByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(fetched()).toEqual(expect.arrayContaining(['web:en', 'shell:en', 'offline:en', 'profile:en']));
    expect(i18n.t('ui:retry')).toBe('Try again');
    expect(JSON.parse(localStorage.getItem('aula.preferences') ?? '{}')).toMatchObject({ language: 'en' });
  });

  it('that cannot come (offline) leave the language as it was and say so', async () => {
    vi.spyOn(catalog('web'), 'en').mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const { user, i18n } = renderApp('/settings', { fetchMessages: true });
    const english = await screen.findByRole('radio', { name: 'English' });
    await user.click(english);
    expect(await screen.findByText(/No pudimos cambiar el idioma/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeInTheDocument();
    expect(i18n.language).toBe('es');
    await waitFor(() => expect(english).not.toBeChecked());
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
    expect(localStorage.getItem('aula.preferences') ?? '{}').not.toContain('"en"');
  });
});
