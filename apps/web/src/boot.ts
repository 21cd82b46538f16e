// The first script of every page, small on purpose. A page the server rendered is complete and
// readable without JavaScript, and its links and forms work before the app (forms post to their
// page: docs/decisions/0016), so the application (hundreds of kilobytes to run) starts only when it
// is wanted: at once when this visitor's page differs from the anonymous one the server sent
// (signed in on this ally, English, dark mode) or was drawn for the learner, else at the visitor's
// first touch, key or focus. Meanwhile, once the page has loaded, its files are fetched ahead at
// low priority so that start is quick — except on data saver, where nothing is fetched unasked.
import { COOKIE_NAMES, sessionCookieName } from '@aula/api-client/cookies';
import { parseSitePath } from '@aula/contracts/site-paths';
import { isDataSaverOn } from './data-saver';
import { storedPreferences } from './preferences-storage';

/** The application's files, written in by the build (vite/prefetch-list.ts); '[]' where none is. */
const APP_FILES = '__AULA_APP_FILES__';

/** Fetches the application's files into the cache at the lowest priority, without running them. */
export function prefetchApp(files: string = APP_FILES) {
  let list: string[] = [];
  try {
    list = JSON.parse(files);
  } catch {
    // The development server does not write the list in.
  }
  for (const href of list) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', href, as: 'script' }));
  }
}

const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'click'] as const;

function hasCookie(name: string): boolean {
  return document.cookie.split('; ').some((pair) => pair.startsWith(`${encodeURIComponent(name)}=`));
}

/**
 * The server drew this page for the signed-in learner from their session cookie (plugins/web.ts
 * marks #root): it is already theirs, and it wants the app at once (their lists, offline copies).
 */
export function drawnForLearner(container = document.getElementById('root')): boolean {
  return container?.hasAttribute('data-learner') === true;
}

/** Whether the Spanish, light page the server sent (anonymous, or this learner's) is not this visitor's page. */
export function differsFromServerPage(pathname = location.pathname): boolean {
  const ally = parseSitePath(pathname)?.site.allyCode;
  if (ally && !drawnForLearner() && hasCookie(sessionCookieName(COOKIE_NAMES.userAccess, ally))) return true;
  const stored = storedPreferences();
  if (stored.language !== undefined && stored.language !== 'es') return true;
  if (stored.colorMode === 'dark') return true;
  return stored.colorMode !== 'light' && globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches === true;
}

/**
 * Runs `start` once, at the first intent (a click with no pointer before it, a keyboard's or a
 * script's, counts too); after load, fetches its files ahead unless `dataSaver`.
 */
export function startOnIntent(start: () => Promise<void>, { dataSaver }: { dataSaver: boolean }) {
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    for (const name of INTENT_EVENTS) removeEventListener(name, run, true);
    void start();
  };
  for (const name of INTENT_EVENTS) addEventListener(name, run, { capture: true, passive: true });
  // A field or link focused before this script ran (a quick visitor on a slow phone): that was the intent.
  const focused = document.activeElement;
  if (focused && focused !== document.body && focused !== document.documentElement) run();
  if (dataSaver) return;
  if (document.readyState === 'complete') prefetchApp();
  else addEventListener('load', () => prefetchApp(), { once: true });
}

/**
 * The offline worker keeps the app's code that the page has loaded, as the browser's resource
 * timing lists it; that list stops at 250 entries by default, and a page that announces its
 * screen's files and prefetches the app passes that before the worker takes over, so the code
 * loaded last (the screen's own) went unlisted and the app could not start offline.
 */
const RESOURCE_ENTRIES_KEPT = 1000;

export function boot(container: HTMLElement, start: () => Promise<void>) {
  globalThis.performance?.setResourceTimingBufferSize?.(RESOURCE_ENTRIES_KEPT);
  if (!container.hasAttribute('data-ssr') || differsFromServerPage() || drawnForLearner(container)) {
    void start();
    return;
  }
  startOnIntent(start, { dataSaver: isDataSaverOn() });
}
