// The service worker (/sw.js, built by vite/service-worker-build.ts), on Workbox. Keeps the app
// shell and its code (precached), each lesson a learner opened and the lists they saw (per ally),
// and the videos and captions they played, readable offline; queues favourites, ratings and part
// completions made offline and sends them when the connection returns; on data saver, answers
// content images not already on the device with a placeholder (the page keeps their box). Which
// API calls it keeps or queues is declared on the contracts' endpoints (`offline`).
import type { OfflineEndpoint, OfflineKind } from '@aula/contracts/endpoint';
import { ALLY_HEADER } from '@aula/contracts/headers';
import type { RouteMatchCallbackOptions } from 'workbox-core';
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly, type Strategy } from 'workbox-strategies';
import { lessonCacheName, listCacheName } from '../offline/offline-requests';
import { offlineKindOf } from '../offline/offline-routes';
import { OFFLINE_MESSAGES, type OfflineMessage } from '../offline/worker-messages';
import { builtFiles, isBuiltFile, keepLoadedFiles } from './built-files';
import { rememberDataSaver } from './data-saver';
import { image } from './images';
import { isMedia, media } from './media';
import type { ExtendableEvent } from './worker-scope';
import { notify, worker } from './worker-scope';
import { queuedWrite, sendQueuedWrites, takeOverEarlierQueue } from './write-queue';

// Written in by the build: the shell and the code it starts with, and the contracts' offline rules.
declare const __AULA_PRECACHE__: PrecacheEntry[];
declare const __AULA_OFFLINE_ENDPOINTS__: OfflineEndpoint[];
// Named once: each mention of the build's constant would be a copy of the table.
const offlineEndpoints = __AULA_OFFLINE_ENDPOINTS__;

const SHELL_URL = '/index.html';

worker.addEventListener('install', () => void worker.skipWaiting());
clientsClaim();
// A page is asked for as the worker starts, not after (the worker adds nothing to it), and the
// request says it comes under this worker, so the server draws what the page will show.
enableNavigationPreload();
cleanupOutdatedCaches();
worker.addEventListener('activate', (event) => {
  // The shell earlier releases kept by hand (now precached), and the writes they queued.
  const shells = caches.keys().then((names) => names.filter((name) => name.startsWith('aula-shell-')));
  event.waitUntil(
    Promise.all([
      shells.then((names) => Promise.all(names.map((name) => caches.delete(name)))),
      takeOverEarlierQueue(),
    ]),
  );
});

// Pages are the server's: no directory index, no ".html" added (`/` is the country choice, not the shell).
precacheAndRoute(__AULA_PRECACHE__, { directoryIndex: '', cleanURLs: false });

/**
 * Pages: the network first (the browser's own request, preloaded); offline, the app shell. A form
 * posted to its page too (before the app starts, docs/decisions/0016), as the hand-written worker did.
 */
const page = new NetworkOnly({ plugins: [{ handlerDidError: () => matchPrecache(SHELL_URL) }] });
for (const method of ['GET', 'POST'] as const)
  registerRoute(({ request }) => request.mode === 'navigate', page, method);
registerRoute(({ request, sameOrigin }) => sameOrigin && request.destination === 'image', image);
registerRoute(({ request, url, sameOrigin }) => sameOrigin && isMedia(request, url), media);
registerRoute(({ url, sameOrigin }) => sameOrigin && isBuiltFile(url), builtFiles);

const kindOf = offlineKindOf(offlineEndpoints);
const offline =
  (kind: OfflineKind) =>
  ({ request, url, sameOrigin }: RouteMatchCallbackOptions) =>
    sameOrigin && Boolean(request.headers.get(ALLY_HEADER)) && kindOf(request.method, url.pathname) === kind;

/** A strategy per ally (a session belongs to one ally): each keeps its answers in that ally's cache. */
function perAlly(strategyOf: (allyCode: string) => Strategy) {
  const strategies = new Map<string, Strategy>();
  return ({ request, event }: { request: Request; event: ExtendableEvent }) => {
    const allyCode = request.headers.get(ALLY_HEADER) ?? '';
    const strategy = strategies.get(allyCode) ?? strategyOf(allyCode);
    strategies.set(allyCode, strategy);
    return strategy.handle({ request, event });
  };
}

// The network first (fresh progress); the copy kept in the ally's cache when offline. A lesson's
// page mark ("Disponible sin conexión") and the saved place know as soon as it is kept.
const lessonReads = (allyCode: string) =>
  new NetworkFirst({
    cacheName: lessonCacheName(allyCode),
    matchOptions: { ignoreVary: true },
    plugins: [
      {
        cacheDidUpdate: ({ request }) =>
          notify({ type: OFFLINE_MESSAGES.lessonSavedOffline, allyCode, url: new URL(request.url).pathname }),
      },
    ],
  });
const listReads = (allyCode: string) =>
  new NetworkFirst({ cacheName: listCacheName(allyCode), matchOptions: { ignoreVary: true } });

registerRoute(offline('lesson'), perAlly(lessonReads));
registerRoute(offline('list'), perAlly(listReads));
const writeMethods = new Set(offlineEndpoints.flatMap((rule) => (rule.offline === 'queued' ? [rule.method] : [])));
for (const method of writeMethods) registerRoute(offline('queued'), queuedWrite, method);

worker.addEventListener('message', (event) => {
  const message = event.data as OfflineMessage;
  if (message?.type === OFFLINE_MESSAGES.online) event.waitUntil(sendQueuedWrites());
  if (message?.type === OFFLINE_MESSAGES.dataSaver) event.waitUntil(rememberDataSaver(message.on));
  if (message?.type === OFFLINE_MESSAGES.cacheAssets) event.waitUntil(keepLoadedFiles(message.urls, location.origin));
  // Signing out forgets that ally's lessons and lists on this device.
  if (message?.type === OFFLINE_MESSAGES.signedOut) {
    const { allyCode } = message;
    event.waitUntil(Promise.all([caches.delete(lessonCacheName(allyCode)), caches.delete(listCacheName(allyCode))]));
  }
});
