// The service worker (/sw.js, built by vite/service-worker-build.ts). Keeps the app shell and its
// code, each lesson a learner opened and the lists they saw (per ally), and the videos and captions
// they played, readable offline; queues favourites, ratings
// and part completions made offline and sends them when the connection returns; on data saver,
// answers content images not already on the device with a placeholder (the page keeps their box).
import { ALLY_HEADER } from '@aula/contracts/headers';
import { createPartialResponse } from 'workbox-range-requests';
import { idbQueueStore } from '../offline/idb-queue-store';
import {
  isLessonRead,
  isListRead,
  isQueuedWrite,
  lessonCacheName,
  lessonUrl,
  listCacheName,
  queuedAnswer,
} from '../offline/offline-requests';
import { replayRequest } from '../offline/replay-request';
import { flushQueue, oneFlushAtATime, toQueued } from '../offline/request-queue';
import { OFFLINE_MESSAGES, type OfflineMessage } from '../offline/worker-messages';

// The DOM library is the project's; the few worker types used here are spelled out.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  /** A page's answer asked for by the browser while the worker starts (navigation preload). */
  preloadResponse?: Promise<Response | undefined>;
  respondWith(response: Promise<Response> | Response): void;
}
interface MessageEventLike extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate' | 'sync', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(): Promise<{ postMessage(message: OfflineMessage): void }[]> };
  location: Location;
  registration: {
    sync?: { register(tag: string): Promise<void> };
    navigationPreload?: { enable(): Promise<void> };
  };
}
declare const self: WorkerScope;
declare const __AULA_SW_VERSION__: string;

const SHELL_CACHE = `aula-shell-${__AULA_SW_VERSION__}`;
const ASSETS_CACHE = 'aula-assets';
const SETTINGS_CACHE = 'aula-settings';
const MEDIA_CACHE = 'aula-media';
const DATA_SAVER_KEY = '/__aula/data-saver';
const SHELL_URL = '/index.html';
const SYNC_TAG = 'aula-queue';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.add(SHELL_URL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('aula-shell-') && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      // A page is asked for as the worker starts, not after (the worker adds nothing to it), and
      // the request says it comes under this worker, so the server draws what the page will show.
      .then(() => self.registration.navigationPreload?.enable())
      .then(() => self.clients.claim()),
  );
});

async function notify(message: OfflineMessage) {
  for (const client of await self.clients.matchAll()) client.postMessage(message);
}

// Background sync and every open tab's "online" message ask at once when the connection returns.
const flush = oneFlushAtATime(async () => {
  const result = await flushQueue(idbQueueStore, (item) => replayRequest(item));
  if (result.sent + result.dropped > 0) await notify({ type: OFFLINE_MESSAGES.queueSent, sent: result.sent });
});

async function queue(request: Request) {
  await idbQueueStore.add(await toQueued(request));
  await self.registration.sync?.register(SYNC_TAG).catch(() => undefined);
  await notify({ type: OFFLINE_MESSAGES.queued });
}

async function dataSaverOn(request: Request): Promise<boolean> {
  if (request.headers.get('save-data') === 'on') return true;
  const stored = await (await caches.open(SETTINGS_CACHE)).match(DATA_SAVER_KEY);
  return (await stored?.text()) === 'on';
}

/**
 * Hashed files never change: the device's copy first. Whatever the request's headers: the server
 * answers `Vary: Origin`, a module script's request carries an Origin and the copies stored for the
 * page loaded before this worker took over (`cacheAssets`) do not, so a strict match missed them
 * and the first start offline found no code.
 */
async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(ASSETS_CACHE);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** The network first (fresh progress); the copy kept in `cacheName` when offline. */
async function networkFirst(request: Request, cacheName: string, stored?: () => void): Promise<Response> {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request.clone());
    if (response.ok) {
      await cache.put(request, response.clone());
      stored?.();
    }
    return response;
  } catch (error) {
    const cached = await cache.match(request, { ignoreVary: true });
    if (!cached) throw error;
    return cached;
  }
}

function lessonRead(request: Request, allyCode: string, pathname: string): Promise<Response> {
  // The page's "available offline" mark (and the saved place) know as soon as it is true.
  return networkFirst(request, lessonCacheName(allyCode), () => {
    void notify({ type: OFFLINE_MESSAGES.lessonSavedOffline, allyCode, url: pathname });
  });
}

async function queuedWrite(request: Request, allyCode: string, pathname: string): Promise<Response> {
  const copy = request.clone();
  try {
    return await fetch(request);
  } catch {
    const lessonId = pathname.split('/')[3] ?? '';
    const cached = await (await caches.open(lessonCacheName(allyCode))).match(lessonUrl(lessonId), {
      ignoreVary: true,
    });
    const body = await copy
      .clone()
      .json()
      .catch(() => null);
    const answer = queuedAnswer(pathname, body, cached ? await cached.json() : undefined);
    if (answer.status === 200) await queue(copy);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', 'x-aula-queued': answer.status === 200 ? '1' : '0' },
    });
  }
}

/** The videos being kept whole right now, so a player's many range requests start one download. */
const keeping = new Set<string>();

/** Downloads a video (or captions) whole, once, into the media cache. */
async function keepWhole(url: string): Promise<void> {
  if (keeping.has(url)) return;
  keeping.add(url);
  try {
    const response = await fetch(url);
    if (response.status === 200) await (await caches.open(MEDIA_CACHE)).put(url, response);
  } catch {
    // Offline or cut: the next play online tries again.
  } finally {
    keeping.delete(url);
  }
}

/**
 * A lesson's video or captions (/media/…): the device's whole copy when it has one, answered by the
 * range the player asks for (workbox-range-requests), so a lesson played once plays offline. The
 * first play streams from the network as usual while the worker keeps the whole file beside it,
 * except on data saver, where nothing is downloaded twice.
 */
async function media(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const kept = await (await caches.open(MEDIA_CACHE)).match(request.url);
  if (kept) return request.headers.has('range') ? createPartialResponse(request, kept) : kept;
  if (!(await dataSaverOn(request))) event.waitUntil(keepWhole(request.url));
  return fetch(request);
}

const MEDIA_DESTINATIONS = new Set(['video', 'audio', 'track']);

/** Pages: the network first (the browser's own request, preloaded); offline, the app shell. */
async function page({ request, preloadResponse }: FetchEvent): Promise<Response> {
  try {
    return (await preloadResponse) ?? (await fetch(request));
  } catch (error) {
    const shell = await caches.match(SHELL_URL);
    if (!shell) throw error;
    return shell;
  }
}

// Transparent: the page's own cover background (a theme colour) shows through, so the stand-in
// suits the brand and dark mode instead of a pale grey block.
const PLACEHOLDER = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9" viewBox="0 0 16 9"/>';

/**
 * Images of the build (logo, icons: small, kept for offline) as other built files. Content images
 * (covers, photos): the device's copy; on data saver, a placeholder instead of a download.
 */
async function image(request: Request, pathname: string): Promise<Response> {
  if (pathname.startsWith('/assets/')) return asset(request);
  const cached = await caches.match(request);
  if (cached) return cached;
  if (await dataSaverOn(request)) return new Response(PLACEHOLDER, { headers: { 'content-type': 'image/svg+xml' } });
  return fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const allyCode = request.headers.get(ALLY_HEADER);
  if (request.mode === 'navigate') return event.respondWith(page(event));
  if (request.destination === 'image') return event.respondWith(image(request, url.pathname));
  if (MEDIA_DESTINATIONS.has(request.destination) && url.pathname.startsWith('/media/') && request.method === 'GET') {
    return event.respondWith(media(event));
  }
  if (url.pathname.startsWith('/assets/') && request.method === 'GET') return event.respondWith(asset(request));
  if (allyCode && isLessonRead(request.method, url.pathname)) {
    return event.respondWith(lessonRead(request, allyCode, url.pathname));
  }
  if (allyCode && isListRead(request.method, url.pathname)) {
    return event.respondWith(networkFirst(request, listCacheName(allyCode)));
  }
  if (allyCode && isQueuedWrite(request.method, url.pathname)) {
    return event.respondWith(queuedWrite(request, allyCode, url.pathname));
  }
});

self.addEventListener('sync', (event) => {
  if ((event as ExtendableEvent & { tag?: string }).tag === SYNC_TAG) event.waitUntil(flush());
});

self.addEventListener('message', (event) => {
  const message = event.data as OfflineMessage;
  if (message?.type === OFFLINE_MESSAGES.online) event.waitUntil(flush());
  if (message?.type === OFFLINE_MESSAGES.dataSaver) {
    event.waitUntil(
      caches.open(SETTINGS_CACHE).then((cache) => cache.put(DATA_SAVER_KEY, new Response(message.on ? 'on' : 'off'))),
    );
  }
  // The code the page loaded before this worker controlled it: kept so the next start works offline.
  if (message?.type === OFFLINE_MESSAGES.cacheAssets) {
    const urls = message.urls.filter((url) => new URL(url, self.location.origin).pathname.startsWith('/assets/'));
    event.waitUntil(caches.open(ASSETS_CACHE).then((cache) => cache.addAll(urls)));
  }
  // Signing out forgets that ally's lessons and lists on this device.
  if (message?.type === OFFLINE_MESSAGES.signedOut) {
    const { allyCode } = message;
    event.waitUntil(Promise.all([caches.delete(lessonCacheName(allyCode)), caches.delete(listCacheName(allyCode))]));
  }
});
