import { I18nProvider } from '@aula/ui-kit/i18n-provider';
import type { Decorator } from '@storybook/react-vite';
import { createAllWordsI18n } from '../../app-messages';

// The landing's sections speak the shell's words, which Storybook's own catalogue (the ui-kit's) lacks.
const i18nByLanguage = { es: createAllWordsI18n('es'), en: createAllWordsI18n('en') };

/** Wraps a landing story in the app's whole catalogue, in the toolbar's language. */
export const withAppMessages: Decorator = (Story, { globals }) => (
  <I18nProvider i18n={i18nByLanguage[globals.locale === 'en' ? 'en' : 'es']}>
    <Story />
  </I18nProvider>
);
