import { useGetOverviewQuery } from '@aula/api-client/console-overview';
import { OVERVIEW_FIGURES, type OverviewFigure } from '@aula/contracts/console-overview';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { ErrorState } from '@aula/ui-kit/error-state';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { BarChart } from '../charts/bar-chart';
import { useChangeText } from '../charts/change-text';
import { useNumberFormat } from '../charts/use-number-format';
import { InsightDownloads } from '../downloads/insight-downloads';
import { InsightFilters } from '../filters/insight-filters';
import { filterQueryString, useInsightFilters } from '../filters/use-insight-filters';
import { FiguresFreshness } from '../freshness/figures-freshness';
import { InsightIntro, InsightTitle } from '../insight-heading';
import { FigureCard } from './figure-card';

const Figures = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
`;

const Next = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
`;

/** The figures that are not counts, as they are written: the rating (1 to 5) and the chat's share (0 to 1). */
const NOT_COUNTS: Partial<Record<OverviewFigure, 'decimal' | 'percent'>> = {
  averageRating: 'decimal',
  partsInChatShare: 'percent',
};
/** The figures the chart compares (counts; the others have scales of their own). */
const COUNTED: OverviewFigure[] = OVERVIEW_FIGURES.filter((name) => !NOT_COUNTS[name]);

const dayOf = (day: string) => `${day}T12:00:00Z`;

/** The console's overview (`consola/resumen`): the period's headline figures against the period before. */
export function OverviewScreen() {
  const { t } = useTranslation('console', { keyPrefix: 'insight.overview' });
  usePageTitle(t('title'));
  const site = useAllySite();
  const { filter } = useInsightFilters();
  const format = useNumberFormat();
  const changeText = useChangeText();
  const dates = useDateFormat();
  const { data, error, isLoading, isFetching, refetch } = useGetOverviewQuery(filter);

  return (
    <>
      <InsightTitle>{t('title')}</InsightTitle>
      <InsightFilters />
      <InsightDownloads table="overview" />
      {isLoading ? (
        <LoadingState />
      ) : error || !data ? (
        <ErrorState message={t('loadError')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <FiguresFreshness computedAt={data.computedAt} refreshable />
          <InsightIntro>
            {t('intro', { from: dates.day(dayOf(data.previous.from)), to: dates.day(dayOf(data.previous.to)) })}
          </InsightIntro>
          <Figures aria-busy={isFetching}>
            {OVERVIEW_FIGURES.map((name) => {
              const figure = data.figures[name];
              const rating = name === 'averageRating';
              const formatValue = format[NOT_COUNTS[name] ?? 'count'];
              return (
                <FigureCard
                  key={name}
                  label={t(`figures.${name}`)}
                  value={formatValue(figure.value)}
                  note={rating ? t('ratingOf', { count: data.ratings.value }) : undefined}
                  figure={figure}
                  changeText={changeText(figure, formatValue)}
                />
              );
            })}
          </Figures>
          <BarChart
            headingLevel={2}
            title={t('chartTitle')}
            summary={t('chartSummary')}
            rows={COUNTED.map((name) => ({
              figure: t(`figures.${name}`),
              now: data.figures[name].value,
              before: data.figures[name].previous,
            }))}
            category={{ key: 'figure', label: t('figure') }}
            series={[
              { key: 'now', label: t('now'), format: format.count },
              { key: 'before', label: t('before'), format: format.count },
            ]}
            layout="horizontal"
          />
          <Next>
            <Link to={`${allyPath(site, 'consoleFunnel')}${filterQueryString(filter)}`}>{t('toFunnel')}</Link>
          </Next>
        </>
      )}
    </>
  );
}
