import { useEffect, useState } from 'react';

/**
 * The time at each render, with a render at least every `everyMs`: "7 minutes ago" must not stay at
 * 7, and figures just refreshed must not be measured against the time the screen opened.
 */
export function useNow(everyMs: number): number {
  const [, setTicks] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTicks((ticks) => ticks + 1), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return Date.now();
}
