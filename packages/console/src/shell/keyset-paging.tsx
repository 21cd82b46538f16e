import { Button } from '@aula/ui-kit/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

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

/**
 * The pages of one query seen so far, as each page's `after` key: "previous" goes back without a
 * count. Another query (a filter, a search) starts again from the first page.
 */
export function useKeysetPages(query: string) {
  const [pages, setPages] = useState<{ query: string; afters: number[] }>({ query, afters: [] });
  const afters = pages.query === query ? pages.afters : [];
  return { afters, after: afters.at(-1), goTo: (next: number[]) => setPages({ query, afters: next }) };
}

interface KeysetPagingProps {
  /** The navigation's name: which list these pages are of. */
  label: string;
  pages: ReturnType<typeof useKeysetPages>;
  /** The list's key for the page after this one; null on the last page. */
  next: number | null;
}

/** "Página 2" with the first, previous and next pages, under a list read by its `after` key; nothing for one page. */
export function KeysetPaging({ label, pages: { afters, goTo }, next }: KeysetPagingProps) {
  const { t } = useTranslation('console', { keyPrefix: 'shell.paging' });
  if (afters.length === 0 && next === null) return null;
  return (
    <Paging aria-label={label}>
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
      {next !== null && (
        <Button variant="secondary" onClick={() => goTo([...afters, next])}>
          {t('nextPage')}
        </Button>
      )}
    </Paging>
  );
}
