// The first script of every page, small on purpose. A page the server rendered is complete and
// readable without JavaScript, so the application (hundreds of kilobytes to run) starts only when
// it is wanted: at once when this visitor's page differs from the anonymous one the server sent
// (signed in on this ally, English, dark mode), else at the visitor's first touch, key or focus.
// Meanwhile, once the page has loaded, its files are fetched ahead at low priority so that start
// is quick — except on data saver, where nothing is fetched unasked.
import { COOKIE_NAMES, sessionCookieName } from '@aula/api-client/cookies';
import { EARLY_TAP_KEY, type EarlyTaps, HELD_TAP_TARGETS, sendsToServer } from '@aula/contracts/early-tap';
import { isDataSaverOn } from './data-saver';
import { storedPreferences } from './preferences-storage';
import { keepTypedBeforeStart } from './typed-before-start';

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

const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

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
  const ally = pathname.split('/')[2];
  if (ally && !drawnForLearner() && hasCookie(sessionCookieName(COOKIE_NAMES.userAccess, ally))) return true;
  const stored = storedPreferences();
  if (stored.language !== undefined && stored.language !== 'es') return true;
  if (stored.colorMode === 'dark') return true;
  return stored.colorMode !== 'light' && globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches === true;
}

/** The page's tap targets of `target`'s kind that read as it does, in document order. */
function sameTargets(target: HTMLElement): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(HELD_TAP_TARGETS)].filter(
    (other) => other.tagName === target.tagName && other.textContent === target.textContent,
  );
}

/**
 * React marks each element it has taken over with properties of its own. The app runs before every
 * part of the page is taken over (a screen whose code is still on its way stays the server's), and
 * a tap there would be lost: an internal mark, so after ~5 s the tap is given anyway.
 */
function answeredByApp(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

const TAP_TRIES = 100;
const TAP_TRY_MS = 50;

/**
 * Gives the held tap once its button (or list field) answers. Where the app could not adopt the
 * server's page it drew it anew: the held one is gone, and the tap goes to its counterpart, the
 * one of the same kind and words at the same place.
 */
function tapWhenAnswered(held: HTMLElement, heldAt: number, triesLeft = TAP_TRIES): void {
  const target = held.isConnected ? held : sameTargets(held)[heldAt];
  if (target && (answeredByApp(target) || triesLeft === 0)) {
    target.click();
    return;
  }
  if (triesLeft > 0) setTimeout(() => tapWhenAnswered(held, heldAt, triesLeft - 1), TAP_TRY_MS);
}

/**
 * The last button (or list field) tapped before this script ran, held by the page's inline script
 * (contracts' early-tap.ts), whose holding ends here: from now on this script holds taps itself.
 */
export function takeEarlyTap(): HTMLElement | undefined {
  const early = (globalThis as { [EARLY_TAP_KEY]?: EarlyTaps })[EARLY_TAP_KEY];
  early?.stop();
  const last = early?.taps[early.taps.length - 1];
  return last instanceof HTMLElement ? last : undefined;
}

/**
 * Until `running` settles, a tap on a server-drawn button or list field (a searchable select) is
 * held, not lost: it is the same element after hydration, so it is tapped again once the
 * application answers; what was typed into the server's forms is given back too. Links need
 * nothing: they work as plain links. `tappedEarly`: a tap held before this script ran, given the
 * same way unless a later one replaces it.
 */
export function holdInputUntil(running: Promise<void>, tappedEarly?: HTMLElement): void {
  let pendingClick: HTMLElement | undefined;
  let heldAt = -1;
  const hold = (target: HTMLElement) => {
    pendingClick = target;
    heldAt = sameTargets(target).indexOf(target);
  };
  if (tappedEarly) hold(tappedEarly);
  const giveBackTyped = keepTypedBeforeStart();
  const onClick = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest?.<HTMLElement>(HELD_TAP_TARGETS);
    // A form the server answers is sent as it is: nothing typed into it is lost.
    if (!target || sendsToServer(target)) return;
    event.preventDefault();
    event.stopPropagation();
    hold(target);
  };
  addEventListener('click', onClick, true);
  const release = () => {
    removeEventListener('click', onClick, true);
    giveBackTyped();
    if (pendingClick) tapWhenAnswered(pendingClick, heldAt);
  };
  // A start that failed shows its own message; the held tap goes nowhere, the listener still goes.
  void running.then(release, () => removeEventListener('click', onClick, true));
}

/**
 * Runs `start` once, at the first intent (a tap on a button before it runs is held: holdInputUntil);
 * after load, fetches its files ahead unless `dataSaver`.
 */
export function startOnIntent(start: () => Promise<void>, { dataSaver }: { dataSaver: boolean }) {
  let release: (running: Promise<void>) => void = () => {};
  holdInputUntil(
    new Promise<void>((resolve, reject) => {
      release = (running) => running.then(resolve, reject);
    }),
  );
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    for (const name of INTENT_EVENTS) removeEventListener(name, run, true);
    removeEventListener('click', run, true);
    release(start());
  };
  for (const name of INTENT_EVENTS) addEventListener(name, run, { capture: true, passive: true });
  // A click with no pointer before it (a keyboard's, a script's) starts the application too.
  addEventListener('click', run, true);
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
  const tappedEarly = takeEarlyTap();
  if (!container.hasAttribute('data-ssr')) {
    void start();
    return;
  }
  // A tap before this script ran is the first intent: the app starts at once and gets that tap.
  if (differsFromServerPage() || drawnForLearner(container) || tappedEarly) {
    // Started at once, but a slow phone shows the server's page for seconds before it answers.
    holdInputUntil(start(), tappedEarly);
    return;
  }
  startOnIntent(start, { dataSaver: isDataSaverOn() });
}
