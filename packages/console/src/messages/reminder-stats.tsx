import { useGetConsoleReminderStatsQuery } from '@aula/api-client/console-reminders';
import { REMINDER_KINDS, type ReminderKind, type ReminderStatsRow } from '@aula/contracts/reminders';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { Field, Select } from '@aula/ui-kit/field';
import { Smartphone } from '@aula/ui-kit/icons';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BarChart } from '../insight/charts/bar-chart';
import { DataTable } from '../insight/charts/data-table';
import { useNumberFormat } from '../insight/charts/use-number-format';
import { mondayOf, newestFirst, rowsOfKind, weekTotals } from './weekly-stats';

const Section = styled.section`
  margin-block-start: ${({ theme }) => theme.space.xl};

  > h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  > p {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Filter = styled.div`
  max-width: 20rem;
`;

/** How many weeks back the screen shows (the contract's default). */
const WEEKS = 8;

/** Sent, delivered, read, clicked and came back, per ISO week: a chart of one kind or all, and every row. */
export function ReminderStats() {
  const { t } = useTranslation('console');
  const stats = useGetConsoleReminderStatsQuery({ weeks: WEEKS });
  const [kind, setKind] = useState<ReminderKind | 'all'>('all');
  const numbers = useNumberFormat();
  const { i18n } = useTranslation();
  // A week by the day it starts ("23 nov"): shorter than "week 48" and what an ally recognises.
  const day = new Intl.DateTimeFormat(i18n.language || 'es', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const weekLabel = (week: string) => day.format(mondayOf(week));
  const kindName = (one: ReminderKind) => t(`messages.kinds.${one}.name`);

  function content() {
    if (stats.isLoading) return <LoadingState label={t('messages.stats.loading')} />;
    if (stats.isError || !stats.data) {
      return (
        <ErrorState message={t('messages.stats.error')} onRetry={() => stats.refetch()} retrying={stats.isFetching} />
      );
    }
    if (stats.data.results.length === 0) {
      return (
        <EmptyState icon={Smartphone} title={t('messages.stats.emptyTitle')} message={t('messages.stats.empty')} />
      );
    }
    const rows = rowsOfKind(stats.data.results, kind);
    const weeks = weekTotals(rows).map((totals) => ({ ...totals, label: weekLabel(totals.week) }));
    const sum = (count: 'sent' | 'read' | 'clicked' | 'returned') =>
      numbers.count(weeks.reduce((total, week) => total + week[count], 0));
    const column = (key: string) => ({ key, label: t(`messages.stats.columns.${key}`) });
    const counted = (key: string) => ({ ...column(key), numeric: true, format: numbers.count });
    return (
      <>
        <Filter>
          <Field label={t('messages.stats.kindFilter')}>
            {({ inputId }) => (
              <Select id={inputId} value={kind} onChange={(event) => setKind(event.target.value as typeof kind)}>
                <option value="all">{t('messages.stats.allKinds')}</option>
                {REMINDER_KINDS.map((one) => (
                  <option key={one} value={one}>
                    {kindName(one)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </Filter>
        <BarChart
          title={t('messages.stats.chartTitle')}
          summary={t('messages.stats.chartSummary', {
            from: weekLabel(stats.data.from),
            to: weekLabel(stats.data.to),
            sent: sum('sent'),
            read: sum('read'),
            clicked: sum('clicked'),
            returned: sum('returned'),
          })}
          rows={weeks}
          category={{ key: 'label', label: t('messages.stats.columns.week') }}
          series={(['sent', 'read', 'clicked', 'returned'] as const).map((key) => ({
            key,
            label: t(`messages.stats.columns.${key}`),
            format: numbers.count,
          }))}
        />
        <DataTable<ReminderStatsRow>
          caption={t('messages.stats.tableTitle')}
          rows={newestFirst(rows)}
          columns={[
            { ...column('week'), cell: (row) => weekLabel(row.week) },
            { ...column('kind'), cell: (row) => kindName(row.kind) },
            counted('sent'),
            counted('delivered'),
            counted('read'),
            counted('clicked'),
            counted('returned'),
            counted('failed'),
          ]}
        />
      </>
    );
  }

  return (
    <Section aria-labelledby="reminder-stats-title">
      <h2 id="reminder-stats-title">{t('messages.stats.title')}</h2>
      <p>{t('messages.stats.intro')}</p>
      {content()}
    </Section>
  );
}
