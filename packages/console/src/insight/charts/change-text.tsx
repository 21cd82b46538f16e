import type { InsightChange } from '@aula/contracts/console-insight';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from './use-number-format';

/** "up 25 % against 12 in the period before": a figure's change in words, in the page's language. */
export function useChangeText() {
  const { t } = useTranslation('console', { keyPrefix: 'insight.change' });
  const format = useNumberFormat();
  return (figure: InsightChange, formatValue: (value: number) => string = format.count): string => {
    if (figure.change === null) return figure.value === 0 && figure.previous === 0 ? t('same') : t('noBefore');
    const direction =
      figure.change > 0
        ? t('up', { change: format.percent(figure.change) })
        : figure.change < 0
          ? t('down', { change: format.percent(-figure.change) })
          : t('same');
    return `${direction}, ${t('vsBefore', { value: formatValue(figure.previous) })}`;
  };
}
