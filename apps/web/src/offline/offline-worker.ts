import { OFFLINE_WORKER_MARK } from '@aula/contracts/server-render';
import { createContext, useContext, useSyncExternalStore } from 'react';

const ServerOfflineWorker = createContext<boolean | undefined>(undefined);

/** Given by the server renderer: whether the page was asked for under the site's offline worker. */
export const ServerOfflineWorkerProvider = ServerOfflineWorker.Provider;

const isControlledByWorker = () => Boolean(globalThis.navigator?.serviceWorker?.controller);

const markedByServer = () => globalThis.document?.getElementById('root')?.hasAttribute(OFFLINE_WORKER_MARK) === true;

// Which worker controls the page changes rarely and is read anew with each draw.
const noChangesHeard = () => () => {};

/**
 * Whether the offline worker controls the page. On the server, what the renderer was told (the
 * worker's navigation preload header); while the browser adopts a page the server drew, the mark
 * the server left on #root, so both draw the same first (a first draw unlike the server's makes
 * React replace the whole page, links and all, under the learner's finger); then the browser's own.
 */
export function useOfflineWorker(): boolean {
  const onServer = useContext(ServerOfflineWorker);
  return useSyncExternalStore(noChangesHeard, isControlledByWorker, () => onServer ?? markedByServer());
}
