import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { createI18n } from './i18n';
import { I18nProvider } from './i18n-provider';

function Words() {
  const { t } = useTranslation('ui');
  return (
    <p>
      {t('loading')} · {t('retry')}
    </p>
  );
}

/** The same component under two instances: the words follow the instance, not the toolbar. */
function BothLanguages() {
  return (
    <>
      <I18nProvider i18n={createI18n([], 'es')}>
        <Words />
      </I18nProvider>
      <I18nProvider i18n={createI18n([], 'en')}>
        <Words />
      </I18nProvider>
    </>
  );
}

const meta = { component: BothLanguages } satisfies Meta<typeof BothLanguages>;

export default meta;
export const SpanishAndEnglish: StoryObj<typeof meta> = {};
