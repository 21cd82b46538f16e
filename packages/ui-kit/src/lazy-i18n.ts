import { type BackendModule, createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonI18nOptions } from './i18n-options';
import { isLanguage, type Language } from './languages';
import type { LazyCatalog } from './message-catalog';
import { reuseNumberFormats } from './number-format';

/** The ui-kit's own words, fetched per language like a feature's. */
export const uiCatalog: LazyCatalog = {
  namespace: 'ui',
  es: () => import('./messages-es').then((words) => words.es),
  en: () => import('./messages-en').then((words) => words.en),
};

/** i18next's way to ask for a namespace's words: here, the catalogue's file for that language. */
function catalogBackend(catalogs: LazyCatalog[]): BackendModule {
  const byNamespace = new Map(catalogs.map((catalog) => [catalog.namespace, catalog]));
  return {
    type: 'backend',
    init() {},
    read(language, namespace, done) {
      const catalog = byNamespace.get(namespace);
      if (!catalog || !isLanguage(language)) {
        done(new Error(`no words for the namespace '${namespace}' in '${language}'`), false);
        return;
      }
      catalog[language]().then(
        (words) => done(null, words),
        (error: Error) => done(error, false),
      );
    },
  };
}

/**
 * An i18next instance that fetches each namespace's words in the current language when first
 * asked (`loadNamespaces`, or a component's `useTranslation` suspending until they are in), and the
 * other language's only when the learner switches to it. Every catalogue has every key in both
 * languages (each English file is typed by its Spanish one), so there is no fallback to fetch.
 */
export function createLazyI18n(catalogs: LazyCatalog[], lng: Language = 'es'): I18n {
  const instance = createInstance();
  instance
    .use(catalogBackend([uiCatalog, ...catalogs]))
    .use(initReactI18next)
    .init({
      ...commonI18nOptions,
      lng,
      fallbackLng: false,
      ns: ['ui'],
      // Sets the language at once (the words still come later), so loadNamespaces can be asked straight away.
      initAsync: false,
      // A file that did not come (offline) is asked again a little later, not for long.
      maxRetries: 2,
      retryTimeout: 300,
      react: { useSuspense: true },
    });
  reuseNumberFormats(instance);
  return instance;
}

/**
 * Switches to `language` once the words of every namespace in use have come in it. False, with the
 * language unchanged, when they could not be fetched (offline before ever using that language).
 */
export async function switchLanguage(i18n: I18n, language: Language): Promise<boolean> {
  const inUse = [i18n.options.ns ?? []].flat();
  const missing = () => inUse.filter((namespace) => !i18n.hasResourceBundle(language, namespace));
  // reload, not load: i18next does not ask again for a file that failed before (offline).
  if (missing().length > 0) await i18n.reloadResources([language], missing());
  if (missing().length > 0) return false;
  await i18n.changeLanguage(language);
  return true;
}
