import type { ReactNode } from 'react';
import styled from 'styled-components';

/** One column of a DataTable: a field of the row (or a cell of its own) with its heading. */
export interface DataTableColumn<Row> {
  key: string;
  label: string;
  /** Right-aligned, as figures are read. */
  numeric?: boolean;
  format?: (value: number) => string;
  /** A cell of its own (a link, a badge) instead of the field's value. */
  cell?: (row: Row) => ReactNode;
}

const Scroll = styled.div`
  overflow-x: auto;
  min-width: 0;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    text-align: start;
    font-weight: 700;
    padding-bottom: ${({ theme }) => theme.space.xs};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }

  th {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  .numeric {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

function cellOf<Row>(row: Row, column: DataTableColumn<Row>): ReactNode {
  if (column.cell) return column.cell(row);
  const value = (row as Record<string, unknown>)[column.key];
  if (typeof value === 'number') return column.format ? column.format(value) : value;
  return value === null || value === undefined ? '—' : String(value);
}

/** The numbers behind a chart (or any insight table) as a plain, copyable HTML table. */
export function DataTable<Row>({
  caption,
  rows,
  columns,
}: {
  caption: string;
  rows: Row[];
  columns: DataTableColumn<Row>[];
}) {
  return (
    // A wide table scrolls inside its own region, which keyboards must reach too (axe: scrollable-region-focusable).
    <Scroll role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? 'numeric' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column, columnIndex) =>
                columnIndex === 0 ? (
                  <th key={column.key} scope="row">
                    {cellOf(row, column)}
                  </th>
                ) : (
                  <td key={column.key} className={column.numeric ? 'numeric' : undefined}>
                    {cellOf(row, column)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
