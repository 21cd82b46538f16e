import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the old value until the new one has stood still for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'p' },
    });
    rerender({ value: 'pa' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'pan' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('p');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('pan');
  });
});
