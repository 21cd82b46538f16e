// A page the server drew for the signed-in learner is whole and usable as it arrives (its links
// work, a tap on a button is held by boot.ts), so its application need not compete with it for the
// network: the screen's ~60 script files, announced in the head, shared a slow phone's bandwidth
// with the HTML's cover and pushed the first and largest paints back by a second (issue 26's
// Lighthouse runs). The server lists them instead (route-preload.ts) and they are asked for here,
// all at once, as soon as the page has loaded and been painted.
import { writeAllyCode, writeCountry } from '@aula/api-client/cookies';
import { parseSitePath } from '@aula/contracts/site-paths';
import { ROUTE_FILES_ID } from './ssr/route-files-id';

/** Resolves after the page's `load` (its pictures in) and the paint that follows. */
export function afterPageDrawn(): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    if (document.readyState === 'complete') painted();
    else addEventListener('load', painted, { once: true });
  });
}

/** How many preloads one task adds: each costs ~0.6 ms of main thread (2.4 ms on a 4x slower phone). */
const PRELOADS_PER_TASK = 8;

/** The files the server listed for this screen, or none. */
export function listedRouteFiles(doc: Document = document): string[] {
  const list = doc.getElementById(ROUTE_FILES_ID);
  if (!list) return [];
  try {
    const files: unknown = JSON.parse(list.textContent ?? '[]');
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : [];
  } catch {
    // A list the page does not hold whole: the imports still find every file, one after another.
    return [];
  }
}

/**
 * Announces the listed files (`<link rel="modulepreload">`, asked for in parallel), a few per task:
 * sixty in one task kept a phone's main thread for ~150 ms, as a tap would feel it.
 */
export async function announceRouteFiles(doc: Document = document): Promise<void> {
  const files = listedRouteFiles(doc);
  for (let from = 0; from < files.length; from += PRELOADS_PER_TASK) {
    if (from > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    for (const href of files.slice(from, from + PRELOADS_PER_TASK)) {
      // `crossorigin` like the page's module scripts, or the browser would not reuse what it preloaded.
      doc.head.append(Object.assign(doc.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
    }
  }
}

/**
 * Remembers the ally being browsed (the cookies the app's brand loader writes) at once: the server
 * drew this page for a session of that ally, so the pair in the address is one it serves, and the
 * settings page links back to it even when it is opened before the app has started here.
 */
export function rememberAllyBrowsed(pathname: string = location.pathname): void {
  const site = parseSitePath(pathname)?.site;
  if (!site) return;
  writeCountry(site.country);
  writeAllyCode(site.allyCode);
}

/** Before starting the app on the learner's server-drawn page: wait for it to be drawn, then ask for its code. */
export async function whenLearnerPageDrawn(container: HTMLElement): Promise<void> {
  if (!container.hasAttribute('data-learner')) return;
  rememberAllyBrowsed();
  await afterPageDrawn();
  await announceRouteFiles();
}
