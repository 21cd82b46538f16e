import type { AppStore } from '@aula/api-client/store';
import { AlertProvider } from '@aula/ui-kit/alert-provider';
import { I18nProvider } from '@aula/ui-kit/i18n-provider';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrandPreviewProvider } from './brand-preview';
import { PreferencesProvider } from './preferences-context';

/** Keeps `<html lang>` equal to the language on screen, for screen readers and translators. */
function useDocumentLanguage(i18n: I18n) {
  useEffect(() => {
    const apply = (language: string) => {
      document.documentElement.lang = language;
    };
    apply(i18n.language);
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, [i18n]);
}

export interface AppProvidersProps {
  store: AppStore;
  i18n: I18n;
  children: ReactNode;
}

/**
 * Everything above the router: the store, the words, the visitor's preferences, the alerts and,
 * when the page is the console's brand preview, the brand being edited.
 */
export function AppProviders({ store, i18n, children }: AppProvidersProps) {
  useDocumentLanguage(i18n);
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <PreferencesProvider>
          <AlertProvider>
            <BrandPreviewProvider>{children}</BrandPreviewProvider>
          </AlertProvider>
        </PreferencesProvider>
      </I18nProvider>
    </Provider>
  );
}
