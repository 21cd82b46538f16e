import { describe, expect, it } from 'vitest';
import { mondayOf, newestFirst, rowsOfKind, weekTotals } from './weekly-stats';

const row = (week: string, kind: 'stopped_mid_lesson' | 'new_module', sent: number) => ({
  week,
  kind,
  sent,
  delivered: sent,
  read: 1,
  clicked: 1,
  returned: 1,
  failed: 0,
});

describe('weekly stats', () => {
  it('finds the Monday an ISO week starts on, across a new year', () => {
    expect(mondayOf('2026-W48').toISOString().slice(0, 10)).toBe('2026-11-23');
    // Week 1 of 2026 starts in 2025; 2020 had a 53rd week.
    expect(mondayOf('2026-W01').toISOString().slice(0, 10)).toBe('2025-12-29');
    expect(mondayOf('2020-W53').toISOString().slice(0, 10)).toBe('2020-12-28');
  });

  it('adds the kinds of a week together, oldest week first, and lists the table newest first', () => {
    const rows = [
      row('2026-W48', 'new_module', 3),
      row('2026-W47', 'stopped_mid_lesson', 5),
      row('2026-W48', 'stopped_mid_lesson', 4),
    ];
    expect(weekTotals(rowsOfKind(rows, 'all')).map(({ week, sent, read }) => [week, sent, read])).toEqual([
      ['2026-W47', 5, 1],
      ['2026-W48', 7, 2],
    ]);
    expect(rowsOfKind(rows, 'new_module')).toHaveLength(1);
    expect(newestFirst(rows).map(({ week, kind }) => `${week} ${kind}`)).toEqual([
      '2026-W48 stopped_mid_lesson',
      '2026-W48 new_module',
      '2026-W47 stopped_mid_lesson',
    ]);
  });
});
