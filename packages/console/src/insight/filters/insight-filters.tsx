import { useGetInsightFilterChoicesQuery } from '@aula/api-client/console-overview';
import { addDays, daysIn, isoDay, todayUtc } from '@aula/contracts/console-insight';
import { inputStyles, Select } from '@aula/ui-kit/field';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useInsightFilters } from './use-insight-filters';

/** The quick periods offered, in days ending today. */
const PRESETS = [7, 30, 90, 365] as const;

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-end;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Control = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  flex: 1 1 10rem;
  min-width: 0;

  label {
    font-weight: 700;
  }
`;

const DateInput = styled.input<{ $invalid?: boolean }>`
  ${inputStyles}
`;

/** Which preset a period is (ending today), or 'custom'. */
function presetOf(period: { from: string; to: string }): string {
  if (period.to !== todayUtc()) return 'custom';
  const days = daysIn(period);
  return PRESETS.some((preset) => preset === days) ? String(days) : 'custom';
}

/**
 * The insight screens' shared filter bar: period (quick choices or two dates), country (the ally's)
 * and business type. Every change goes to the URL's query at once (useInsightFilters), which the
 * screen's queries read: no "apply" step, and a copied link opens the same view.
 */
export function InsightFilters() {
  const { t } = useTranslation('console', { keyPrefix: 'insight.filters' });
  const id = useId();
  const { filter, period, setFilters } = useInsightFilters();
  const { data: choices } = useGetInsightFilterChoicesQuery();
  const today = todayUtc();

  const onPreset = (event: ChangeEvent<HTMLSelectElement>) => {
    const days = Number(event.target.value);
    if (days > 0) setFilters({ from: addDays(today, 1 - days), to: today });
  };
  // A date box reports '' while half typed: only a whole, real day changes the view.
  const onDay = (name: 'from' | 'to') => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    if (isoDay.safeParse(value).success) setFilters({ [name]: value });
  };

  return (
    <Bar role="search" aria-label={t('label')} onSubmit={(event) => event.preventDefault()}>
      <Control>
        <label htmlFor={`${id}-preset`}>{t('period')}</label>
        <Select id={`${id}-preset`} value={presetOf(period)} onChange={onPreset}>
          {PRESETS.map((days) => (
            <option key={days} value={days}>
              {t('lastDays', { count: days })}
            </option>
          ))}
          <option value="custom" disabled>
            {t('custom')}
          </option>
        </Select>
      </Control>
      <Control>
        <label htmlFor={`${id}-from`}>{t('from')}</label>
        <DateInput
          id={`${id}-from`}
          type="date"
          value={period.from}
          max={period.to || today}
          onChange={onDay('from')}
        />
      </Control>
      <Control>
        <label htmlFor={`${id}-to`}>{t('to')}</label>
        <DateInput id={`${id}-to`} type="date" value={period.to} min={period.from} max={today} onChange={onDay('to')} />
      </Control>
      <Control>
        <label htmlFor={`${id}-country`}>{t('country')}</label>
        <Select
          id={`${id}-country`}
          value={filter.country ?? ''}
          onChange={(event) => setFilters({ country: event.target.value })}
        >
          <option value="">{t('allCountries')}</option>
          {choices?.countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </Select>
      </Control>
      <Control>
        <label htmlFor={`${id}-business`}>{t('businessType')}</label>
        <Select
          id={`${id}-business`}
          value={filter.businessType === undefined ? '' : String(filter.businessType)}
          onChange={(event) => setFilters({ businessType: event.target.value })}
        >
          <option value="">{t('allBusinessTypes')}</option>
          {choices?.businessTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </Select>
      </Control>
    </Bar>
  );
}
