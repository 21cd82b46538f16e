import { useEffect, useRef, useState } from 'react';

/** Spec section 9: while the map moves, its bounds are read every 200 ms, not on every frame. */
export const BOUNDS_SAMPLE_MS = 200;

/**
 * The value as sampled every `intervalMs`: the first change shows at once, later ones at most once
 * per interval, and the last one always arrives (a throttle with a trailing edge).
 */
export function useSampledValue<T>(value: T, intervalMs = BOUNDS_SAMPLE_MS): T {
  const [sampled, setSampled] = useState(value);
  const lastAt = useRef(0);
  const latest = useRef(value);
  latest.current = value;

  useEffect(() => {
    const wait = lastAt.current + intervalMs - Date.now();
    if (wait <= 0) {
      lastAt.current = Date.now();
      setSampled(value);
      return;
    }
    const timer = setTimeout(() => {
      lastAt.current = Date.now();
      setSampled(latest.current);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, intervalMs]);

  return sampled;
}
