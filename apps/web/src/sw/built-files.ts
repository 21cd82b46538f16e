import { getCacheKeyForURL } from 'workbox-precaching';
import { CacheFirst } from 'workbox-strategies';

const ASSETS_CACHE = 'aula-assets';

export const isBuiltFile = (url: URL) => url.pathname.startsWith('/assets/');

/**
 * The build's files no precache holds (each screen's code, the logo): hashed, so never changed,
 * the device's copy first. Whatever the request's headers: the server answers `Vary: Origin`, a
 * module script's request carries an Origin and the copies stored for the page loaded before this
 * worker took over (`keepLoadedFiles`) do not, so a strict match missed them and the first start
 * offline found no code.
 */
export const builtFiles = (notKeptModule: string | undefined) =>
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    matchOptions: { ignoreVary: true },
    plugins: notKeptModule ? [{ handlerDidError: async ({ request }) => notKeptScreen(request, notKeptModule) }] : [],
  });

/**
 * A page's module this phone never kept, asked for offline: a module whose screen says so inside
 * the ally's frame (the offline shell's, precached), rather than the router reloading the page.
 */
function notKeptScreen(request: Request, notKeptModule: string): Response | undefined {
  if (request.destination !== 'script') return undefined;
  return new Response(`export { default } from ${JSON.stringify(notKeptModule)};`, {
    headers: { 'content-type': 'text/javascript; charset=utf-8' },
  });
}

/** The code the page loaded before this worker controlled it: kept so the next start works offline. */
export async function keepLoadedFiles(urls: string[], origin: string): Promise<void> {
  // Once each: a file preloaded and then run is listed twice, and addAll refuses a list with repeats.
  const files = new Set(urls.filter((url) => isBuiltFile(new URL(url, origin)) && !getCacheKeyForURL(url)));
  await (await caches.open(ASSETS_CACHE)).addAll([...files]);
}
