import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { dataSaverMarked } from './data-saver';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW = new Set(['slow-2g', '2g']);
/** Long enough for the screen's own requests to go first. */
const IDLE_FALLBACK_MS = 1500;

/** Spec section 9: no prefetching on 2g connections or when the visitor asked to save data. */
export function canPrefetch(nav: Navigator | undefined = globalThis.navigator): boolean {
  // The visitor's own data-saver choice, which apps/web marks on <html> (data-saver.ts).
  if (dataSaverMarked()) return false;
  const connection = (nav as (Navigator & { connection?: NetworkInformationLike }) | undefined)?.connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return !SLOW.has(connection.effectiveType ?? '');
}

/**
 * Loads the code of the screen the learner most likely opens next (`() => import('./x')`) once
 * the browser is idle, so the tap that opens it does not wait for the network. Skipped where
 * canPrefetch() says no, and while `enabled` is false.
 */
export function usePrefetch(load: () => Promise<unknown>, enabled = true) {
  useEffect(() => {
    if (!enabled || !canPrefetch()) return;
    let cancelled = false;
    const run = () => {
      if (!cancelled) load().catch(() => {});
    };
    const idle = globalThis.requestIdleCallback;
    if (idle) {
      const handle = idle(run, { timeout: IDLE_FALLBACK_MS * 2 });
      return () => {
        cancelled = true;
        globalThis.cancelIdleCallback?.(handle);
      };
    }
    const timer = setTimeout(run, IDLE_FALLBACK_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [load, enabled]);
}

/**
 * What a route says about the screen the learner most likely opens next: its `handle.prefetch`,
 * the same loader the next route's `lazy` calls. Kept on the route (routes.ts) rather than in the
 * screen, so a screen never imports the chunks that import it.
 */
export interface PrefetchHandle {
  prefetch?: () => Promise<unknown>;
}

const nothing = () => Promise.resolve();

/** usePrefetch with the current route's `handle.prefetch`; nothing when the route names none. */
export function useRoutePrefetch(enabled = true) {
  const matches = useMatches();
  const load = (matches.at(-1)?.handle as PrefetchHandle | undefined)?.prefetch;
  usePrefetch(load ?? nothing, enabled && load !== undefined);
}
