import { describe, expect, it } from 'vitest';
import { addDays, INSIGHT_EARLIEST_DAY, insightFilterSchema, insightLatestDay, todayUtc } from './console-insight';

const refusal = (query: object) =>
  insightFilterSchema.safeParse(query).error?.issues.map(({ path, message }) => ({ path, message }));

describe('insight periods within a sane range', () => {
  it('takes a period from 2000-01-01 and one ending a year from today', () => {
    expect(insightFilterSchema.safeParse({ from: INSIGHT_EARLIEST_DAY, to: '2000-01-31' }).success).toBe(true);
    const latest = insightLatestDay();
    expect(insightFilterSchema.safeParse({ from: addDays(latest, -10), to: latest }).success).toBe(true);
  });

  it('refuses year 1, the last day of 1999 and the day after a year from today, naming the end', () => {
    const reason = 'must be between 2000-01-01 and a year from today';
    expect(refusal({ from: '0001-01-01', to: '0001-01-02' })).toEqual([
      { path: ['from'], message: reason },
      { path: ['to'], message: reason },
    ]);
    expect(refusal({ from: '1999-12-31' })).toEqual([{ path: ['from'], message: reason }]);
    expect(refusal({ to: addDays(insightLatestDay(), 1) })).toEqual([{ path: ['to'], message: reason }]);
  });

  it('counts the latest day from the day it is asked: a year from today', () => {
    expect(insightLatestDay('2026-11-28')).toBe('2027-11-28');
    expect(insightLatestDay(todayUtc()) > todayUtc()).toBe(true);
  });
});
