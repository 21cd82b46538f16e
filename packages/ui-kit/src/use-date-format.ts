import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllySite } from './ally-site';
import { type DateInput, formatDay, formatMoment, formatShortDay, learnerLocale } from './date-format';

/** The date formats of `./date-format` bound to this learner: the language on screen, the ally's country. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const { country } = useAllySite();
  const locale = learnerLocale(i18n.language, country);
  return useMemo(() => {
    const context = { locale };
    return {
      locale,
      day: (value: DateInput) => formatDay(value, context),
      shortDay: (value: DateInput) => formatShortDay(value, context),
      moment: (value: DateInput) => formatMoment(value, context),
    };
  }, [locale]);
}
