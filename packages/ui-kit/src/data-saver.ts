// The visitor's data-saver choice as the web app marks it on <html data-data-saver> (its settings,
// Save-Data, a 2g line). Shared components read the mark rather than the app's preferences, so
// every cover follows a change in settings without each screen passing it down.
import { createContext, useContext, useSyncExternalStore } from 'react';

export const DATA_SAVER_ATTRIBUTE = 'data-data-saver';

export function dataSaverMarked(root: Element | undefined = globalThis.document?.documentElement): boolean {
  return root?.hasAttribute(DATA_SAVER_ATTRIBUTE) ?? false;
}

// One observer for the whole page however many covers listen.
const listeners = new Set<() => void>();
let observer: MutationObserver | undefined;

function subscribe(listener: () => void): () => void {
  const root = globalThis.document?.documentElement;
  if (!root || typeof MutationObserver === 'undefined') return () => {};
  listeners.add(listener);
  if (!observer) {
    observer = new MutationObserver(() => {
      for (const notify of listeners) notify();
    });
    observer.observe(root, { attributes: true, attributeFilter: [DATA_SAVER_ATTRIBUTE] });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      observer?.disconnect();
      observer = undefined;
    }
  };
}

/**
 * What the server renderer heard from the visitor (Save-Data, the setting's cookie): the server has
 * no <html> mark to read, so it is told. Unset in the browser.
 */
const ServerDataSaver = createContext<boolean | undefined>(undefined);
export const ServerDataSaverProvider = ServerDataSaver.Provider;

/**
 * Whether the page is in data-saver mode, re-rendering when it changes. On the server, what the
 * renderer was told; while the browser adopts a server-rendered page, the mark the server put on
 * <html> (kept by the app's start), so both draw the same covers.
 */
export function useDataSaver(): boolean {
  const onServer = useContext(ServerDataSaver);
  return useSyncExternalStore(
    subscribe,
    () => dataSaverMarked(),
    () => onServer ?? dataSaverMarked(),
  );
}
