import type { FunnelModule } from '@aula/contracts/console-funnel';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BarChart } from '../charts/bar-chart';
import type { DataTableColumn } from '../charts/data-table';
import { useNumberFormat } from '../charts/use-number-format';

// The chat's share on a line of its own under the chart's summary (a <span>: the summary is a <p>).
const ChannelLine = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
`;

/** "Parts done: 62 % on the site · 38 % on WhatsApp", and who finished the module there; none without parts. */
function ChannelShare({ module }: { module: FunnelModule }) {
  const { t } = useTranslation('console', { keyPrefix: 'insight.funnel' });
  const format = useNumberFormat();
  const parts = module.partsOnSite + module.partsInChat;
  if (parts === 0) return null;
  return (
    <ChannelLine>
      {t('partsByChannel', {
        site: format.percent(module.partsOnSite / parts),
        chat: format.percent(module.partsInChat / parts),
      })}
      {module.finishedInChat > 0 && ` ${t('finishedInChat', { count: module.finishedInChat })}`}
    </ChannelLine>
  );
}

/** One module's lessons: how many of its cohort reached and completed each (and in the chat), its rating. */
export function ModuleLessons({ module }: { module: FunnelModule }) {
  const { t } = useTranslation('console', { keyPrefix: 'insight.funnel' });
  const format = useNumberFormat();
  const rows = module.lessons.map((lesson) => ({
    lesson: lesson.title,
    reached: lesson.reached,
    completed: lesson.completed,
    completedInChat: lesson.completedInChat,
    completion: lesson.reached === 0 ? 0 : lesson.completed / lesson.reached,
    rating: lesson.averageRating,
    ratings: lesson.ratings,
  }));
  // Only a module some finished a lesson of in the chat has the column.
  const inChat: DataTableColumn<(typeof rows)[number]>[] = rows.some((row) => row.completedInChat > 0)
    ? [{ key: 'completedInChat', label: t('completedInChat'), numeric: true, format: format.count }]
    : [];
  return (
    <BarChart
      title={t('lessonsTitle', { module: module.title })}
      summary={
        <>
          {t('lessonsSummary', {
            reached: format.count(rows[0]?.reached ?? 0),
            last: format.count(rows.at(-1)?.reached ?? 0),
          })}
          <ChannelShare module={module} />
        </>
      }
      rows={rows}
      category={{ key: 'lesson', label: t('lesson') }}
      series={[
        { key: 'reached', label: t('reached'), format: format.count },
        { key: 'completed', label: t('completed'), format: format.count },
      ]}
      layout="horizontal"
      extraColumns={[
        ...inChat,
        { key: 'completion', label: t('lessonCompletion'), numeric: true, format: format.percent },
        {
          key: 'rating',
          label: t('rating'),
          numeric: true,
          cell: (row) => (row.rating === null ? t('noRating') : format.decimal(row.rating)),
        },
        { key: 'ratings', label: t('ratings'), numeric: true, format: format.count },
      ]}
    />
  );
}
