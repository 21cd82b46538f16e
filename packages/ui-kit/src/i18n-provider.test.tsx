import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { I18nProvider } from './i18n-provider';

function Waiting() {
  const { t } = useTranslation('ui');
  return <p>{t('loading')}</p>;
}

describe('I18nProvider', () => {
  it.each([
    ['es', 'Cargando…'],
    ['en', 'Loading…'],
  ] as const)('gives the tree the words of the instance it holds (%s)', (language, words) => {
    render(
      <I18nProvider i18n={createI18n([], language)}>
        <Waiting />
      </I18nProvider>,
    );
    expect(screen.getByText(words)).toBeInTheDocument();
  });
});
