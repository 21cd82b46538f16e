import { afterEach, describe, expect, it, vi } from 'vitest';
import { EverySeconds } from './every-seconds';

describe('EverySeconds', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets the first line through, holds the next ones back for the period, then tells how many there were', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    const log = new EverySeconds(5);
    expect(log.count()).toBe(0);
    expect([log.count(), log.count(), log.count()]).toEqual([undefined, undefined, undefined]);
    vi.advanceTimersByTime(4999);
    expect(log.count()).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(log.count()).toBe(4);
    expect(log.count()).toBeUndefined();
  });
});
