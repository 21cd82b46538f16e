import { allyRoot } from '@aula/contracts/site-paths';
import { useCallback, useEffect, useState } from 'react';
import { PrefetchPageLinks, useMatches } from 'react-router';
import { useAllySite } from './ally-site';
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
 * What a route says about the pages a learner most likely opens from it: their patterns under the
 * ally's root (`allyRoutes`). Kept on the route (its module's `handle`), so a screen never imports
 * the code of the screens that follow it.
 */
export interface NextPagesHandle {
  next?: string[];
}

/** The current route's next pages as addresses of this ally: any id stands in for a parameter. */
export function useNextPages(): string[] {
  const matches = useMatches();
  const site = useAllySite();
  const next = (matches.at(-1)?.handle as NextPagesHandle | undefined)?.next ?? [];
  return next.map((pattern) => `${allyRoot(site)}/${pattern.replace(/:\w+/g, '0')}`);
}

const noPages = () => Promise.resolve();

/**
 * Fetches ahead the code of the pages the current route names (`handle.next`), once the page is
 * idle and unless the visitor saves data: React Router's own prefetch links, so each page comes
 * with its route module, and the offline worker keeps them all.
 */
export function NextPagesPrefetch() {
  const pages = useNextPages();
  const [wanted, setWanted] = useState(false);
  const key = pages.join(' ');
  const want = useCallback(() => {
    setWanted(key !== '');
    return noPages();
  }, [key]);
  usePrefetch(want, key !== '');
  return wanted ? pages.map((page) => <PrefetchPageLinks key={page} page={page} />) : null;
}
