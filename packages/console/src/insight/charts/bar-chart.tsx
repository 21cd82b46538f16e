import { type ReactNode, useId, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { BarPicture, type BarSeries } from './bar-picture';
import { DataTable, type DataTableColumn } from './data-table';
import { useNearViewport } from './use-near-viewport';

export type { BarSeries } from './bar-picture';

export interface BarChartProps<Row> {
  /** The chart's name: the table's caption and the picture's label. */
  title: string;
  /** One or two sentences saying what the chart shows (read before the picture, for everyone). */
  summary: ReactNode;
  rows: Row[];
  /** The column naming each bar (a module, a lesson, a day). */
  category: { key: keyof Row & string; label: string };
  series: BarSeries<Row>[];
  /** Horizontal bars suit long names (lessons); vertical ones suit short ones (days). */
  layout?: 'horizontal' | 'vertical';
  /** Extra cells of the table only (e.g. a link to the learners who stopped there). */
  extraColumns?: DataTableColumn<Row>[];
  /** The title's heading level: 2 for a chart right under the page's title, 3 under a section's. */
  headingLevel?: 2 | 3;
}

// A table of up to three columns fits beside the chart on a wide screen; a wider one goes under it.
const Figure = styled.figure<{ $sideBySide: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: 64rem) {
    grid-template-columns: ${({ $sideBySide }) => ($sideBySide ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)')};
    align-items: start;
  }
`;

const Caption = styled.figcaption`
  grid-column: 1 / -1;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
    max-width: 48rem;
  }
`;

const Picture = styled.div`
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const BAR_SIZE = 28;

/** Whether the screen is phone-narrow: the category labels then get less room and smaller type. */
function useNarrowScreen(): boolean {
  const query = '(max-width: 30rem)';
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/**
 * A bar chart with, beside it, the same numbers as a table (for screen readers, for copying into a
 * report) and a written summary. The picture (recharts, SVG) is hidden from assistive technology:
 * the table says the same thing better than a walk through bars.
 */
export function BarChart<Row>({
  title,
  summary,
  rows,
  category,
  series,
  layout = 'vertical',
  extraColumns = [],
  headingLevel = 3,
}: BarChartProps<Row>) {
  const narrow = useNarrowScreen();
  const titleId = useId();
  // Drawing the picture took ~150 ms of a phone's main thread, most of the summary's blocking
  // time: it is drawn once it comes near the screen (the table beside it says the same at once).
  const near = useNearViewport<HTMLDivElement>();
  const horizontal = layout === 'horizontal';
  const height = horizontal ? Math.max(160, rows.length * (BAR_SIZE * series.length + 16) + 60) : 280;
  const columns: DataTableColumn<Row>[] = [
    { key: category.key, label: category.label },
    ...series.map((one) => ({ key: one.key, label: one.label, numeric: true, format: one.format })),
    ...extraColumns,
  ];
  return (
    <Figure aria-labelledby={titleId} $sideBySide={columns.length <= 3}>
      <Caption>
        {headingLevel === 2 ? <h2 id={titleId}>{title}</h2> : <h3 id={titleId}>{title}</h3>}
        <p>{summary}</p>
      </Caption>
      <Picture aria-hidden="true" ref={near.ref} style={{ minHeight: height }} data-chart-picture="">
        {near.seen && (
          <BarPicture
            rows={rows}
            category={category}
            series={series}
            horizontal={horizontal}
            height={height}
            barSize={BAR_SIZE}
            narrow={narrow}
          />
        )}
      </Picture>
      <DataTable caption={title} rows={rows} columns={columns} />
    </Figure>
  );
}
