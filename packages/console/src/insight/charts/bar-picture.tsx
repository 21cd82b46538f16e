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
import { useTheme } from 'styled-components';

/** One bar series: a numeric column of the rows, its words and how its values read. */
export interface BarSeries<Row> {
  key: keyof Row & string;
  label: string;
  format?: (value: number) => string;
}

export interface BarPictureProps<Row> {
  rows: Row[];
  /** The column naming each bar (a module, a lesson, a day). */
  category: { key: keyof Row & string; label: string };
  series: BarSeries<Row>[];
  /** Bars across (long names) rather than up (short ones). */
  horizontal: boolean;
  height: number;
  barSize: number;
  /** Phone-narrow: the category labels get less room and smaller type. */
  narrow: boolean;
}

/** The chart's picture (recharts, SVG), hidden from assistive technology: bar-chart.tsx has the table. */
export function BarPicture<Row>({ rows, category, series, horizontal, height, barSize, narrow }: BarPictureProps<Row>) {
  const theme = useTheme();
  const colors = [theme.colors.primary, theme.colors.secondary, theme.colors.success, theme.colors.textMuted];
  const first = series[0];
  const tickFormat = (value: number) => (first?.format ? first.format(value) : String(value));
  return (
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
            maxBarSize={barSize}
            isAnimationActive={false}
          />
        ))}
      </RechartsBarChart>
    </ResponsiveContainer>
  );
}
