import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats numbers in the page's language (es: 1.234,5; en: 1,234.5), as counts, percents or ratings. */
export function useNumberFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language || 'es';
  return useMemo(() => {
    const count = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    const signedPercent = new Intl.NumberFormat(language, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return {
      count: (value: number) => count.format(value),
      percent: (value: number) => percent.format(value),
      signedPercent: (value: number) => signedPercent.format(value),
      decimal: (value: number) => decimal.format(value),
    };
  }, [language]);
}
