import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import styled, { css } from 'styled-components';
import { RowList } from './row-list';
import { toolButtonStyles } from './tool-button';

const pageStyles = css<{ $current?: boolean }>`
  ${toolButtonStyles}
  ${({ $current }) =>
    $current &&
    css`
      border-color: ${({ theme }) => theme.colors.primary};
      background: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.onPrimary};
      font-weight: 700;
    `}
`;

const PageButton = styled.button<{ $current?: boolean }>`
  ${pageStyles}
`;

const PageLink = styled(RouterLink)<{ $current?: boolean }>`
  ${pageStyles}
  text-decoration: none;
`;

const Gap = styled.li`
  padding: 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The pages to show: the first, the last, and the current one with its neighbours; `null` marks
 * a gap. Seven slots at most, so the row stays short on a phone.
 */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  if (pageCount <= 7) return range(1, pageCount);
  if (page <= 4) return [...range(1, 5), null, pageCount];
  if (page >= pageCount - 3) return [1, null, ...range(pageCount - 4, pageCount)];
  return [1, null, page - 1, page, page + 1, null, pageCount];
}

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange?: (page: number) => void;
  /** Names the landmark when a screen has more than one list of pages. */
  label?: string;
  /**
   * When pages have their own address (`/blog/pagina/2`), each page is a real link to it, so it
   * can be opened in a new tab or crawled; onPageChange is then optional.
   */
  pageHref?: (page: number) => string;
}

/** Previous / next and page numbers in a labelled nav landmark; the current page says so. */
export function Pagination({ page, pageCount, onPageChange, label, pageHref }: PaginationProps) {
  const { t } = useTranslation('ui');
  if (pageCount <= 1) return null;

  // A step that leads nowhere (previous on the first page) stays a disabled button.
  const step = (target: number, text: string, enabled: boolean) =>
    pageHref && enabled ? (
      <PageLink to={pageHref(target)}>{text}</PageLink>
    ) : (
      <PageButton type="button" disabled={!enabled} onClick={() => onPageChange?.(target)}>
        {text}
      </PageButton>
    );

  const number = (n: number) => {
    const props = {
      $current: n === page,
      'aria-current': n === page ? ('page' as const) : undefined,
      'aria-label': t('pagination.page', { page: n }),
    };
    return pageHref ? (
      <PageLink {...props} to={pageHref(n)}>
        {n}
      </PageLink>
    ) : (
      <PageButton {...props} type="button" onClick={() => onPageChange?.(n)}>
        {n}
      </PageButton>
    );
  };

  return (
    <nav aria-label={label ?? t('pagination.label')}>
      <RowList>
        <li>{step(page - 1, t('pagination.previous'), page > 1)}</li>
        {pageWindow(page, pageCount).map((n, index) =>
          n === null ? (
            <Gap key={index < 2 ? 'gap-start' : 'gap-end'} aria-hidden="true">
              …
            </Gap>
          ) : (
            <li key={n}>{number(n)}</li>
          ),
        )}
        <li>{step(page + 1, t('pagination.next'), page < pageCount)}</li>
      </RowList>
    </nav>
  );
}
