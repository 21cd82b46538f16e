import { useGetLearnersQuery } from '@aula/api-client/console-learners';
import { describeApiError } from '@aula/api-client/errors';
import { Button } from '@aula/ui-kit/button';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { TextField } from '@aula/ui-kit/text-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
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

const Paging = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.lg};

  p {
    margin: 0;
    margin-inline-end: auto;
  }
`;

/** The pages seen so far of one query: each page's `after` key, so "previous" goes back without a count. */
interface Pages {
  query: string;
  afters: number[];
}

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
  const [pages, setPages] = useState<Pages>({ query, afters: [] });
  // Another filter or search starts again from the first page.
  const afters = pages.query === query ? pages.afters : [];
  const after = afters.at(-1);
  const { data, error, isLoading, isFetching, refetch } = useGetLearnersQuery({
    ...filter,
    q: own.q,
    module,
    stoppedAt,
    after,
  });
  const status = error === undefined ? undefined : describeApiError(error).status;
  const goTo = (next: number[]) => setPages({ query, afters: next });

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
        {(afters.length > 0 || data.next !== null) && (
          <Paging aria-label={t('paging')}>
            <p aria-live="polite">{t('pageOf', { page: afters.length + 1 })}</p>
            {afters.length > 1 && (
              <Button variant="ghost" onClick={() => goTo([])}>
                {t('firstPage')}
              </Button>
            )}
            {afters.length > 0 && (
              <Button variant="secondary" onClick={() => goTo(afters.slice(0, -1))}>
                {t('previousPage')}
              </Button>
            )}
            {data.next !== null && (
              <Button variant="secondary" onClick={() => goTo([...afters, data.next as number])}>
                {t('nextPage')}
              </Button>
            )}
          </Paging>
        )}
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
