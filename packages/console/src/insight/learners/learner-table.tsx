import type { LearnerRow } from '@aula/contracts/console-learners';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Link } from '@aula/ui-kit/link';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { DataTable } from '../charts/data-table';

// Seven columns do not fit a phone: there each learner is a card, on wider screens a table row.
// The other one is display: none, so a screen reader meets each learner once.
const NARROW = '40rem';

const Wide = styled.div`
  @media (max-width: ${NARROW}) {
    display: none;
  }
`;

const Cards = styled.ul`
  display: none;
  list-style: none;
  margin: 0;
  padding: 0;

  @media (max-width: ${NARROW}) {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
  }

  li {
    display: grid;
    gap: 2px;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    overflow-wrap: anywhere;
  }

  a {
    font-weight: 700;
  }
`;

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
      <Wide>
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
      </Wide>
      <Cards aria-label={t('tableCaption')}>
        {rows.map((row) => (
          <li key={row.id}>
            <Link to={pageOf(row)}>{row.name}</Link>
            {row.contact && <span>{row.contact}</span>}
            {place(row) && <span>{place(row)}</span>}
            <span>{progress(row)}</span>
            <Muted>{row.lastActiveAt ? t('lastActiveOn', { day: dates.day(row.lastActiveAt) }) : t('never')}</Muted>
          </li>
        ))}
      </Cards>
    </Page>
  );
}
