import type { LearnerRow } from '@aula/contracts/console-learners';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Link } from '@aula/ui-kit/link';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DataTable } from '../charts/data-table';

/**
 * One page of learners as a table: name (to their page, with the list's query so "back" returns
 * to the same view), phone or email, business, country, city, progress and last activity.
 */
export function LearnerTable({ rows, busy }: { rows: LearnerRow[]; busy: boolean }) {
  const { t } = useTranslation('console', { keyPrefix: 'insight.learners' });
  const site = useAllySite();
  const dates = useDateFormat();
  const { search } = useLocation();
  return (
    <div aria-busy={busy}>
      <DataTable
        caption={t('tableCaption')}
        rows={rows}
        columns={[
          {
            key: 'name',
            label: t('name'),
            cell: (row) => (
              <Link to={`${allyPath(site, 'consoleLearner', { learnerId: row.id })}${search}`}>{row.name}</Link>
            ),
          },
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
    </div>
  );
}
