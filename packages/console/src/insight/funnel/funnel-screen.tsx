import { useGetFunnelQuery } from '@aula/api-client/console-funnel';
import type { FunnelModule } from '@aula/contracts/console-funnel';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { Select } from '@aula/ui-kit/field';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { BarChart } from '../charts/bar-chart';
import { DataTable } from '../charts/data-table';
import { useNumberFormat } from '../charts/use-number-format';
import { InsightDownloads } from '../downloads/insight-downloads';
import { InsightFilters } from '../filters/insight-filters';
import { filterQueryString, useInsightFilters } from '../filters/use-insight-filters';
import { FiguresFreshness } from '../freshness/figures-freshness';
import { InsightIntro, InsightTitle } from '../insight-heading';
import { type DropOff, largestDropOff, topDropOffs } from './drop-offs';
import { ModuleLessons } from './module-lessons';

const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.xl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  > p {
    margin: 0 0 ${({ theme }) => theme.space.md};
    max-width: 48rem;
  }
`;

const Chooser = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 28rem;
  margin-bottom: ${({ theme }) => theme.space.md};

  label {
    font-weight: 700;
  }
`;

/** The share of a module's parts done in the chat, null when its cohort did none. */
function chatShareOf(module: FunnelModule): number | null {
  const parts = module.partsOnSite + module.partsInChat;
  return parts === 0 ? null : module.partsInChat / parts;
}

/**
 * The console's funnel (`consola/recorrido`): per module, who began it in the period and how far
 * they got and how much of it in the WhatsApp chat; the lessons where most stop, each linking to
 * those learners; one module's lessons in detail (`?module=`), with completion and rating.
 */
export function FunnelScreen() {
  const { t } = useTranslation('console', { keyPrefix: 'insight.funnel' });
  usePageTitle(t('title'));
  const site = useAllySite();
  const chooserId = useId();
  const format = useNumberFormat();
  const { filter } = useInsightFilters();
  const [search, setSearch] = useSearchParams();
  const { data, error, isLoading, isFetching, refetch } = useGetFunnelQuery(filter);

  const learnersOf = (row: DropOff) =>
    // The learner list reads `module` and `stoppedAt` with the same filters: the same people.
    `${allyPath(site, 'consoleLearners')}${filterQueryString(filter, {
      module: String(row.moduleId),
      stoppedAt: String(row.lessonId),
    })}`;

  const body = () => {
    if (isLoading) return <LoadingState />;
    if (error || !data) {
      return <ErrorState message={t('loadError')} onRetry={() => void refetch()} retrying={isFetching} />;
    }
    const freshness = <FiguresFreshness computedAt={data.computedAt} refreshable />;
    const begun = data.modules.filter((module) => module.started > 0);
    if (begun.length === 0) {
      return (
        <>
          {freshness}
          <EmptyState message={t('empty')} />
        </>
      );
    }
    const worst = largestDropOff(begun);
    const chosenId = Number(search.get('module'));
    const chosen = begun.find((module) => module.id === chosenId) ?? worst ?? begun[0];
    const drops = topDropOffs(begun);
    return (
      <>
        {freshness}
        <BarChart
          headingLevel={2}
          title={t('modulesTitle')}
          summary={
            worst
              ? t('modulesSummary', {
                  module: worst.title,
                  stopped: format.count(worst.started - worst.finished),
                  started: format.count(worst.started),
                })
              : t('modulesSummaryNone')
          }
          rows={begun.map((module) => ({
            module: module.title,
            started: module.started,
            finished: module.finished,
            stopped: module.started - module.finished,
            completion: module.finished / module.started,
            // Of the parts the cohort did in it, those done in the chat; none done: no share ("—").
            chatShare: chatShareOf(module),
          }))}
          category={{ key: 'module', label: t('module') }}
          series={[
            { key: 'started', label: t('started'), format: format.count },
            { key: 'finished', label: t('finished'), format: format.count },
          ]}
          layout="horizontal"
          extraColumns={[
            { key: 'stopped', label: t('stopped'), numeric: true, format: format.count },
            { key: 'completion', label: t('completion'), numeric: true, format: format.percent },
            { key: 'chatShare', label: t('chatShare'), numeric: true, format: format.percent },
          ]}
        />
        {drops.length > 0 && (
          <Section>
            <h2>{t('dropOffTitle')}</h2>
            <p>{t('dropOffIntro')}</p>
            <DataTable
              caption={t('dropOffTitle')}
              rows={drops}
              columns={[
                { key: 'lesson', label: t('lesson') },
                { key: 'module', label: t('module') },
                { key: 'stopped', label: t('stoppedHere'), numeric: true, format: format.count },
                {
                  key: 'learners',
                  label: t('seeLearners'),
                  cell: (row) => (
                    <Link to={learnersOf(row)} aria-label={t('seeLearnersOf', { lesson: row.lesson })}>
                      {t('seeLearners')}
                    </Link>
                  ),
                },
              ]}
            />
          </Section>
        )}
        {chosen && (
          <Section>
            <Chooser>
              <label htmlFor={chooserId}>{t('choose')}</label>
              <Select
                id={chooserId}
                value={chosen.id}
                onChange={(event) =>
                  setSearch(
                    (current) => {
                      const next = new URLSearchParams(current);
                      next.set('module', event.target.value);
                      return next;
                    },
                    { replace: true },
                  )
                }
              >
                {begun.map((module) => (
                  <option key={module.id} value={module.id}>
                    {module.title}
                  </option>
                ))}
              </Select>
            </Chooser>
            <ModuleLessons module={chosen} />
          </Section>
        )}
      </>
    );
  };

  return (
    <>
      <InsightTitle>{t('title')}</InsightTitle>
      <InsightIntro>{t('intro')}</InsightIntro>
      <InsightFilters />
      <InsightDownloads table="funnel" />
      {body()}
    </>
  );
}
