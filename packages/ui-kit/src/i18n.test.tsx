import { describe, expect, it } from 'vitest';
import { createI18n, type MessageCatalog } from './i18n';
import { uiMessages } from './messages';

const demo: MessageCatalog = {
  namespace: 'demo',
  es: { greeting: 'Hola', onlyInSpanish: 'Solo en español' },
  en: { greeting: 'Hello' },
};

function keysOf(messages: object): string[] {
  return Object.keys(messages).sort();
}

describe('createI18n', () => {
  it('speaks Spanish by default, including the ui-kit words', () => {
    const i18n = createI18n([demo]);
    expect(i18n.t('demo:greeting')).toBe('Hola');
    expect(i18n.t('ui:retry')).toBe('Reintentar');
  });

  it('switches to English and falls back to Spanish for missing words', async () => {
    const i18n = createI18n([demo], 'en');
    expect(i18n.t('demo:greeting')).toBe('Hello');
    expect(i18n.t('demo:onlyInSpanish')).toBe('Solo en español');
    await i18n.changeLanguage('es');
    expect(i18n.t('demo:greeting')).toBe('Hola');
  });

  it('pluralises and formats numbers per language', () => {
    expect(createI18n([]).t('ui:views', { count: 1 })).toBe('1 vista');
    expect(createI18n([], 'en').t('ui:views', { count: 2500 })).toBe('2,500 views');
  });

  it('keeps its own catalogue complete in both languages', () => {
    expect(keysOf(uiMessages.en)).toEqual(keysOf(uiMessages.es));
  });
});
