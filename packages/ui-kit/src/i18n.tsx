import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { MessageCatalog } from './message-catalog';
import { uiMessages } from './messages';

export type { MessageCatalog, Messages } from './message-catalog';

export const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

/**
 * A fresh i18next instance holding the ui-kit's words plus the given catalogues. Spanish is the
 * product's first language, so it is also the fallback for any key missing in English.
 * Resources are in memory, so the instance is ready synchronously (no flash of raw keys).
 */
export function createI18n(catalogs: MessageCatalog[], lng: Language = 'es'): I18n {
  const resources: Resource = { es: {}, en: {} };
  const all = [uiMessages, ...catalogs];
  for (const catalog of all) {
    for (const language of languages) {
      const bundle = resources[language];
      if (bundle) bundle[catalog.namespace] = catalog[language];
    }
  }
  const instance = createInstance();
  instance.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: 'es',
    supportedLngs: [...languages],
    ns: all.map((catalog) => catalog.namespace),
    defaultNS: 'ui',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
