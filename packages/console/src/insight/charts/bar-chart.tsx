import { type ReactNode, useId, useSyncExternalStore } from 'react';
import {
  Bar,
  CartesianGrid,
  Legend,
  BarChart as RechartsBarChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import styled, { useTheme } from 'styled-components';
import { DataTable, type DataTableColumn } from './data-table';

/** One bar series: a numeric column of the rows, its words and how its values read. */
export interface BarSeries<Row> {
  key: keyof Row & string;
  label: string;
  format?: (value: number) => string;
}

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
  const theme = useTheme();
  const narrow = useNarrowScreen();
  const titleId = useId();
  const colors = [theme.colors.primary, theme.colors.secondary, theme.colors.success, theme.colors.textMuted];
  const horizontal = layout === 'horizontal';
  const height = horizontal ? Math.max(160, rows.length * (BAR_SIZE * series.length + 16) + 60) : 280;
  const first = series[0];
  const tickFormat = (value: number) => (first?.format ? first.format(value) : String(value));
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
      <Picture aria-hidden="true">
        <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 600, height }}>
          <RechartsBarChart
            data={rows}
            layout={horizontal ? 'vertical' : 'horizontal'}
            margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />
            {horizontal ? (
              <>
                <XAxis type="number" tickFormatter={tickFormat} stroke={theme.colors.textMuted} />
                <YAxis
                  type="category"
                  dataKey={category.key as string}
                  width={narrow ? 96 : 140}
                  stroke={theme.colors.textMuted}
                  tick={{ fill: theme.colors.text, fontSize: narrow ? 10 : 12 }}
                />
              </>
            ) : (
              <>
                <XAxis
                  dataKey={category.key as string}
                  stroke={theme.colors.textMuted}
                  tick={{ fill: theme.colors.text, fontSize: 12 }}
                />
                <YAxis tickFormatter={tickFormat} stroke={theme.colors.textMuted} />
              </>
            )}
            <Tooltip
              formatter={(value, _name, item) => {
                const one = series.find((candidate) => candidate.key === item.dataKey);
                return one?.format ? one.format(Number(value)) : String(value);
              }}
              contentStyle={{
                background: theme.colors.surface,
                borderColor: theme.colors.border,
                color: theme.colors.text,
              }}
            />
            {series.length > 1 && (
              // The legend's words in the text colour: a series colour may be too light to read on the page.
              <Legend formatter={(value) => <span style={{ color: theme.colors.text }}>{value}</span>} />
            )}
            {series.map((one, index) => (
              <Bar
                key={one.key}
                dataKey={one.key as string}
                name={one.label}
                fill={colors[index % colors.length]}
                maxBarSize={BAR_SIZE}
                isAnimationActive={false}
              />
            ))}
          </RechartsBarChart>
        </ResponsiveContainer>
      </Picture>
      <DataTable caption={title} rows={rows} columns={columns} />
    </Figure>
  );
}
