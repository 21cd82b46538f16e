import type { LearnerRow } from '@aula/contracts/console-learners';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Link } from '@aula/ui-kit/link';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { NarrowCards, WideOnly } from '../../shell/rows-as-cards';
import { DataTable } from '../charts/data-table';

const Page = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const place = (row: LearnerRow) => [row.business, row.city, row.country].filter(Boolean).join(' · ');

/**
 * One page of learners: name (to their page, with the list's query so "back" returns to the same
 * view), phone or email, business, country, city, progress and last activity.
 */
export function LearnerTable({ rows, busy }: { rows: LearnerRow[]; busy: boolean }) {
  const { t } = useTranslation('console', { keyPrefix: 'insight.learners' });
  const site = useAllySite();
  const dates = useDateFormat();
  const { search } = useLocation();
  const pageOf = (row: LearnerRow) => `${allyPath(site, 'consoleLearner', { learnerId: row.id })}${search}`;
  const progress = (row: LearnerRow) =>
    `${t('progressText', { count: row.lessonsCompleted })} · ${t('modulesText', { count: row.modulesCompleted })}`;
  return (
    <Page aria-busy={busy}>
      <WideOnly>
        <DataTable
          caption={t('tableCaption')}
          rows={rows}
          columns={[
            { key: 'name', label: t('name'), cell: (row) => <Link to={pageOf(row)}>{row.name}</Link> },
            { key: 'contact', label: t('contact') },
            { key: 'business', label: t('business') },
            { key: 'country', label: t('country') },
            { key: 'city', label: t('city') },
            {
              key: 'progress',
              label: t('progress'),
              cell: (row) => (
                <>
                  {t('progressText', { count: row.lessonsCompleted })}
                  <br />
                  {t('modulesText', { count: row.modulesCompleted })}
                </>
              ),
            },
            {
              key: 'lastActive',
              label: t('lastActive'),
              cell: (row) => (row.lastActiveAt ? dates.day(row.lastActiveAt) : t('never')),
            },
          ]}
        />
      </WideOnly>
      <NarrowCards aria-label={t('tableCaption')}>
        {rows.map((row) => (
          <li key={row.id}>
            <Link to={pageOf(row)}>{row.name}</Link>
            {row.contact && <span>{row.contact}</span>}
            {place(row) && <span>{place(row)}</span>}
            <span>{progress(row)}</span>
            <Muted>{row.lastActiveAt ? t('lastActiveOn', { day: dates.day(row.lastActiveAt) }) : t('never')}</Muted>
          </li>
        ))}
      </NarrowCards>
    </Page>
  );
}
