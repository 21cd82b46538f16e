import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOUNDS_SAMPLE_MS, useSampledValue } from './use-sampled-value';

function Probe({ value, seen }: { value: number; seen: number[] }) {
  const sampled = useSampledValue(value);
  seen.push(sampled);
  return null;
}

describe('useSampledValue', () => {
  afterEach(() => vi.useRealTimers());

  it('passes a burst of changes (a map being dragged) at most once per 200 ms, and always the last one', async () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const view = render(<Probe value={0} seen={seen} />);
    // 20 moves, 20 ms apart: 400 ms of dragging.
    for (let value = 1; value <= 20; value += 1) {
      view.rerender(<Probe value={value} seen={seen} />);
      await act(async () => vi.advanceTimersByTime(20));
    }
    await act(async () => vi.advanceTimersByTime(BOUNDS_SAMPLE_MS));
    const distinct = [...new Set(seen)];
    expect(distinct.at(-1)).toBe(20);
    expect(distinct.length).toBeLessThanOrEqual(4);
    expect(distinct.length).toBeGreaterThanOrEqual(3);
  });
});
