import { useSyncExternalStore } from 'react';

/** Where the outline moves from a bar above the lesson to a column beside it. */
export const WIDE = '(min-width: 60rem)';

function subscribe(onChange: () => void) {
  const query = globalThis.matchMedia?.(WIDE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Phone first: without matchMedia (tests, old browsers) the layout is the phone's. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(WIDE).matches ?? false,
    () => false,
  );
}
