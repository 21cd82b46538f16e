import { useGetCheckResultsQuery } from '@aula/api-client/console-check-results';
import type { CheckResult, CheckResultsResponse } from '@aula/contracts/console-check-results';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { ClipboardList } from '@aula/ui-kit/icons';
import { ButtonLink } from '@aula/ui-kit/link';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { InsightDownloads } from '../downloads/insight-downloads';
import { InsightFilters } from '../filters/insight-filters';
import { useInsightFilters } from '../filters/use-insight-filters';
import { FiguresFreshness } from '../freshness/figures-freshness';
import { InsightIntro, InsightTitle } from '../insight-heading';
import { CheckSection } from './check-section';
import { HardestQuestions } from './hardest-questions';

const Module = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

/** The checks in the order given, gathered under their module (a module's checks come together). */
function byModule(checks: CheckResult[]): { moduleId: number; moduleTitle: string; checks: CheckResult[] }[] {
  const groups: { moduleId: number; moduleTitle: string; checks: CheckResult[] }[] = [];
  for (const check of checks) {
    const last = groups.at(-1);
    if (last?.moduleId === check.moduleId) last.checks.push(check);
    else groups.push({ moduleId: check.moduleId, moduleTitle: check.moduleTitle, checks: [check] });
  }
  return groups;
}

function Results({ data }: { data: CheckResultsResponse }) {
  const { t } = useTranslation('console', { keyPrefix: 'insight.checks' });
  const site = useAllySite();
  const contentLang = useContentLang();
  if (data.checks.length === 0) {
    return (
      <EmptyState
        icon={ClipboardList}
        title={t('emptyTitle')}
        message={t('empty')}
        action={<ButtonLink to={allyPath(site, 'consoleModules')}>{t('toModules')}</ButtonLink>}
      />
    );
  }
  return (
    <>
      <HardestQuestions hardest={data.hardest} />
      {byModule(data.checks).map((module) => (
        <Module key={module.moduleId}>
          <h2 {...contentLang}>{module.moduleTitle}</h2>
          {module.checks.map((check) => (
            <CheckSection key={check.partId} check={check} />
          ))}
        </Module>
      ))}
    </>
  );
}

/**
 * The console's knowledge-check results (`consola/comprobaciones`), with the shared filters: the
 * hardest questions, then each check under its module. The API reads them live: no refresh here.
 */
export function CheckResultsScreen() {
  const { t } = useTranslation('console', { keyPrefix: 'insight.checks' });
  usePageTitle(t('title'));
  const { filter } = useInsightFilters();
  const { data, error, isLoading, isFetching, refetch } = useGetCheckResultsQuery(filter);
  return (
    <>
      <InsightTitle>{t('title')}</InsightTitle>
      <InsightIntro>{t('intro')}</InsightIntro>
      <InsightFilters />
      <InsightDownloads table="checks" />
      {isLoading ? (
        <LoadingState />
      ) : error || !data ? (
        <ErrorState message={t('loadError')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <div aria-busy={isFetching}>
          <FiguresFreshness computedAt={data.computedAt} />
          <Results data={data} />
        </div>
      )}
    </>
  );
}
