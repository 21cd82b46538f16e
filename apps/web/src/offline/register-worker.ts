import { selectIsSignedIn, selectSessionSite } from '@aula/api-client/session';
import type { AppStore } from '@aula/api-client/store';
import { config } from '../config';
import { isDataSaverOn } from '../data-saver';
import { OFFLINE_MESSAGES, type OfflineMessage } from './worker-messages';

export const WORKER_URL = '/sw.js';

function post(message: OfflineMessage) {
  navigator.serviceWorker?.controller?.postMessage(message);
}

/** Tells the worker the data-saver choice (it answers images by it). */
export function tellDataSaver(on = isDataSaverOn()) {
  post({ type: OFFLINE_MESSAGES.dataSaver, on });
}

/**
 * Installs the service worker (offline lessons, queued changes) and keeps it told: the connection
 * is back (send the queue), data saver, and a sign-out (forget that ally's lessons here).
 */
export function registerWorker(store: AppStore) {
  if (!('serviceWorker' in navigator) || config.devServer) return;
  navigator.serviceWorker.register(WORKER_URL).catch((error) => console.info('[aula] no offline support:', error));
  void navigator.serviceWorker.ready.then(() => {
    // Listed once the worker controls the page, so the code loaded while it was taking over counts too.
    const loaded = () =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.startsWith('/assets/'));
    const whenControlled = () => {
      post({ type: OFFLINE_MESSAGES.cacheAssets, urls: loaded() });
      tellDataSaver();
      if (navigator.onLine) post({ type: OFFLINE_MESSAGES.online });
    };
    if (navigator.serviceWorker.controller) whenControlled();
    else navigator.serviceWorker.addEventListener('controllerchange', whenControlled, { once: true });
  });
  addEventListener('online', () => post({ type: OFFLINE_MESSAGES.online }));

  let signedIn = selectIsSignedIn(store.getState());
  let ally = selectSessionSite(store.getState())?.allyCode;
  store.subscribe(() => {
    const now = selectIsSignedIn(store.getState());
    if (signedIn && !now && ally) post({ type: OFFLINE_MESSAGES.signedOut, allyCode: ally });
    signedIn = now;
    ally = selectSessionSite(store.getState())?.allyCode;
  });
}
