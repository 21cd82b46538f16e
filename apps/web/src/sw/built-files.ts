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
export const builtFiles = new CacheFirst({ cacheName: ASSETS_CACHE, matchOptions: { ignoreVary: true } });

/** The code the page loaded before this worker controlled it: kept so the next start works offline. */
export async function keepLoadedFiles(urls: string[], origin: string): Promise<void> {
  const files = urls.filter((url) => isBuiltFile(new URL(url, origin)) && !getCacheKeyForURL(url));
  await (await caches.open(ASSETS_CACHE)).addAll(files);
}
