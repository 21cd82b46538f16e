import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonI18nOptions } from './i18n-options';
import { languages } from './languages';
import type { MessageCatalog } from './message-catalog';
import { uiMessages } from './messages';
import { reuseNumberFormats } from './number-format';

export { I18nProvider } from './i18n-provider';
export { isLanguage, type Language, languages } from './languages';
export type { LazyCatalog, MessageCatalog, Messages } from './message-catalog';

/**
 * A fresh i18next instance holding the ui-kit's words plus the given catalogues, every language
 * at once: for tests, stories and the server renderer (the site fetches words on demand with
 * lazy-i18n.ts). Spanish is the product's first language, so it is also the fallback for any key
 * missing in English. Resources are in memory, so the instance is ready synchronously (no flash of raw keys).
 */
export function createI18n(catalogs: MessageCatalog[], lng: (typeof languages)[number] = 'es'): I18n {
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
    ...commonI18nOptions,
    resources,
    lng,
    fallbackLng: 'es',
    ns: all.map((catalog) => catalog.namespace),
    initAsync: false,
  });
  reuseNumberFormats(instance);
  return instance;
}
