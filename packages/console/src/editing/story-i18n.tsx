import { createI18n, I18nProvider } from '@aula/ui-kit/i18n';
import type { Decorator } from '@storybook/react-vite';
import { consoleMessages } from '../messages';

const i18nByLanguage = { es: createI18n([consoleMessages], 'es'), en: createI18n([consoleMessages], 'en') };

/** Stories of the editing components speak the console's words in the toolbar's language. */
export const withConsoleWords: Decorator = (Story, { globals }) => (
  <I18nProvider i18n={i18nByLanguage[globals.locale === 'en' ? 'en' : 'es']}>
    <Story />
  </I18nProvider>
);
