import type { FunnelModule } from '@aula/contracts/console-funnel';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../charts/bar-chart';
import { useNumberFormat } from '../charts/use-number-format';

/** One module's lessons: how many of its cohort reached and completed each, its rating. */
export function ModuleLessons({ module }: { module: FunnelModule }) {
  const { t } = useTranslation('console', { keyPrefix: 'insight.funnel' });
  const format = useNumberFormat();
  const rows = module.lessons.map((lesson) => ({
    lesson: lesson.title,
    reached: lesson.reached,
    completed: lesson.completed,
    completion: lesson.reached === 0 ? 0 : lesson.completed / lesson.reached,
    rating: lesson.averageRating,
    ratings: lesson.ratings,
  }));
  return (
    <BarChart
      title={t('lessonsTitle', { module: module.title })}
      summary={t('lessonsSummary', {
        reached: format.count(rows[0]?.reached ?? 0),
        last: format.count(rows.at(-1)?.reached ?? 0),
      })}
      rows={rows}
      category={{ key: 'lesson', label: t('lesson') }}
      series={[
        { key: 'reached', label: t('reached'), format: format.count },
        { key: 'completed', label: t('completed'), format: format.count },
      ]}
      layout="horizontal"
      extraColumns={[
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
