import { describe, expect, it, vi } from 'vitest';
import { createLazyI18n, switchLanguage } from './lazy-i18n';
import type { LazyCatalog } from './message-catalog';

function demoCatalog(): LazyCatalog {
  return {
    namespace: 'demo',
    es: vi.fn(async () => ({ greeting: 'Hola' })),
    en: vi.fn(async () => ({ greeting: 'Hello' })),
  };
}

describe('createLazyI18n', () => {
  it('fetches a namespace only when asked, and only in the current language', async () => {
    const demo = demoCatalog();
    const i18n = createLazyI18n([demo], 'es');
    await i18n.loadNamespaces('ui');
    expect(demo.es).not.toHaveBeenCalled();
    await i18n.loadNamespaces('demo');
    expect(i18n.t('demo:greeting')).toBe('Hola');
    expect(i18n.t('ui:retry')).toBe('Reintentar');
    expect(demo.es).toHaveBeenCalledTimes(1);
    expect(demo.en).not.toHaveBeenCalled();
  });

  it('fetches no Spanish for an English page', async () => {
    const demo = demoCatalog();
    const i18n = createLazyI18n([demo], 'en');
    await i18n.loadNamespaces('demo');
    expect(i18n.t('demo:greeting')).toBe('Hello');
    expect(demo.es).not.toHaveBeenCalled();
  });
});

describe('switchLanguage', () => {
  it('fetches the other language for every namespace in use, then switches', async () => {
    const demo = demoCatalog();
    const i18n = createLazyI18n([demo], 'es');
    await i18n.loadNamespaces(['ui', 'demo']);
    expect(await switchLanguage(i18n, 'en')).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.t('demo:greeting')).toBe('Hello');
    expect(i18n.t('ui:retry')).toBe('Try again');
  });

  it('keeps the language when a file of the other one cannot be fetched (offline)', async () => {
    const demo = demoCatalog();
    vi.mocked(demo.en).mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const i18n = createLazyI18n([demo], 'es');
    await i18n.loadNamespaces(['ui', 'demo']);
    expect(await switchLanguage(i18n, 'en')).toBe(false);
    expect(i18n.language).toBe('es');
    expect(i18n.t('demo:greeting')).toBe('Hola');
    // Back online, the same choice asks for the file again and switches.
    vi.mocked(demo.en).mockResolvedValue({ greeting: 'Hello' });
    expect(await switchLanguage(i18n, 'en')).toBe(true);
    expect(i18n.t('demo:greeting')).toBe('Hello');
  });
});
