import { REMINDER_KINDS, type ReminderKind, type ReminderStatsRow } from '@aula/contracts/reminders';

export const COUNTS = ['sent', 'delivered', 'read', 'clicked', 'returned', 'failed'] as const;
export type Count = (typeof COUNTS)[number];

/** One week's counts, added over the kinds asked for. */
export type WeekTotals = { week: string } & Record<Count, number>;

/** The answer's rows of one kind (or all), oldest week first as a chart reads left to right. */
export function rowsOfKind(rows: readonly ReminderStatsRow[], kind: ReminderKind | 'all'): ReminderStatsRow[] {
  return rows
    .filter((row) => kind === 'all' || row.kind === kind)
    .sort((a, b) => a.week.localeCompare(b.week) || kindOrder(a) - kindOrder(b));
}

const kindOrder = (row: ReminderStatsRow) => REMINDER_KINDS.indexOf(row.kind);

/** The table's order: newest week first, the kinds in the console's order within a week. */
export function newestFirst(rows: readonly ReminderStatsRow[]): ReminderStatsRow[] {
  return [...rows].sort((a, b) => b.week.localeCompare(a.week) || kindOrder(a) - kindOrder(b));
}

/** Per week, the counts of the given rows added up (weeks in the rows' order). */
export function weekTotals(rows: readonly ReminderStatsRow[]): WeekTotals[] {
  const byWeek = new Map<string, WeekTotals>();
  for (const row of rows) {
    const totals =
      byWeek.get(row.week) ??
      ({ week: row.week, ...Object.fromEntries(COUNTS.map((count) => [count, 0])) } as WeekTotals);
    for (const count of COUNTS) totals[count] += row[count];
    byWeek.set(row.week, totals);
  }
  return [...byWeek.values()];
}

/** The Monday an ISO week (`2026-W48`) starts on, at 00:00 UTC (week 1 holds 4 January). */
export function mondayOf(week: string): Date {
  const [year, number] = week.split('-W').map(Number) as [number, number];
  const fourth = new Date(Date.UTC(year, 0, 4));
  const weekday = fourth.getUTCDay() || 7;
  return new Date(Date.UTC(year, 0, 4 - weekday + 1 + (number - 1) * 7));
}
