import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { LoadingState } from '@aula/ui-kit/loading-state';
import type { ReactNode } from 'react';
import { TableFrame } from './screen-layout';

/** A list query's state, as RTK Query's hooks give it. */
export interface ListQuery<Item> {
  data?: { results: readonly Item[] };
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryTableProps<Item> {
  query: ListQuery<Item>;
  /** The table's name (its scrolling region's label). */
  label: string;
  /** The words while loading, when the list failed (with a retry) and when it has nothing yet. */
  states: { loading: string; error: string; empty: string };
  /** Offered beside "nothing yet" (add the first one). */
  emptyAction?: ReactNode;
  /** The columns' headings. */
  columns: readonly string[];
  /** One item's cells, in the columns' order. */
  cells: (item: Item) => ReactNode;
}

/** A console list as a table, one row per item, or its loading, failed or empty state instead. */
export function QueryTable<Item extends { id: number }>({
  query,
  label,
  states,
  emptyAction,
  columns,
  cells,
}: QueryTableProps<Item>) {
  if (query.isLoading) return <LoadingState label={states.loading} />;
  if (query.isError || !query.data) {
    return <ErrorState message={states.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data.results.length === 0) return <EmptyState message={states.empty} action={emptyAction} />;
  return (
    <TableFrame aria-label={label}>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {query.data.results.map((item) => (
            <tr key={item.id}>{cells(item)}</tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
