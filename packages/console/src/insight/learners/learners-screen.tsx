import { useGetLearnersQuery } from '@aula/api-client/console-learners';
import { describeApiError } from '@aula/api-client/errors';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { TextField } from '@aula/ui-kit/text-field';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { KeysetPaging, useKeysetPages } from '../../shell/keyset-paging';
import { InsightDownloads } from '../downloads/insight-downloads';
import { InsightFilters } from '../filters/insight-filters';
import { filterQueryString, useInsightFilters } from '../filters/use-insight-filters';
import { FiguresFreshness } from '../freshness/figures-freshness';
import { InsightIntro, InsightTitle } from '../insight-heading';
import { AdminsOnly } from './admins-only';
import { LearnerTable } from './learner-table';
import { StoppedAtChip } from './stopped-at-chip';
import { useLearnerSearch } from './use-learner-search';

const Search = styled.div`
  max-width: 28rem;
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

/**
 * The console's learners (`consola/aprendices`, ally admins: personal data): the insight filters, a
 * search box, a page of learners at a time by the list's `after` key, the funnel's "stopped at"
 * filter as a chip, and the same list as CSV or XLSX. An editor who comes here reads "for admins".
 */
export function LearnersScreen() {
  const { t } = useTranslation('console', { keyPrefix: 'insight.learners' });
  usePageTitle(t('title'));
  const { filter } = useInsightFilters();
  const { q, typed, setTyped, module, stoppedAt, clearStoppedAt } = useLearnerSearch();
  const own = { q: q || undefined, module: module?.toString(), stoppedAt: stoppedAt?.toString() };
  const query = filterQueryString(
    filter,
    Object.fromEntries(Object.entries(own).filter(([, v]) => v)) as Record<string, string>,
  );
  const pages = useKeysetPages(query);
  const { afters, after } = pages;
  const { data, error, isLoading, isFetching, refetch } = useGetLearnersQuery({
    ...filter,
    q: own.q,
    module,
    stoppedAt,
    after,
  });
  const status = error === undefined ? undefined : describeApiError(error).status;

  const body = () => {
    if (isLoading) return <LoadingState label={t('loading')} />;
    if (status === 400 && stoppedAt !== undefined) return <ErrorState message={t('badFilter')} />;
    if (error || !data) {
      return <ErrorState message={t('loadError')} onRetry={() => void refetch()} retrying={isFetching} />;
    }
    if (data.results.length === 0 && afters.length === 0) {
      return <EmptyState message={q ? t('emptySearch', { q }) : t('empty')} />;
    }
    return (
      <>
        <LearnerTable rows={data.results} busy={isFetching} />
        <KeysetPaging label={t('paging')} pages={pages} next={data.next} />
      </>
    );
  };

  if (status === 403) {
    return (
      <>
        <InsightTitle>{t('title')}</InsightTitle>
        <AdminsOnly />
      </>
    );
  }

  return (
    <>
      <InsightTitle>{t('title')}</InsightTitle>
      <InsightIntro>{t('intro')}</InsightIntro>
      <InsightFilters />
      <Search role="search" aria-label={t('search')}>
        <TextField
          type="search"
          label={t('search')}
          hint={t('searchHint')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          maxLength={100}
        />
      </Search>
      {module !== undefined && stoppedAt !== undefined && (
        <StoppedAtChip filter={filter} module={module} stoppedAt={stoppedAt} onClear={clearStoppedAt} />
      )}
      {data && (
        <FiguresFreshness
          computedAt={data.computedAt}
          computedPart={t('computedPart')}
          livePart={t('livePart')}
          refreshable
        />
      )}
      {body()}
      {data && data.results.length > 0 && <InsightDownloads table="learners" query={own} />}
    </>
  );
}
