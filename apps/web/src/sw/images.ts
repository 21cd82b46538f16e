import { builtFiles, isBuiltFile } from './built-files';
import { dataSaverOn } from './data-saver';
import type { ExtendableEvent } from './worker-scope';

// Transparent: the page's own cover background (a theme colour) shows through, so the stand-in
// suits the brand and dark mode instead of a pale grey block.
const PLACEHOLDER = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9" viewBox="0 0 16 9"/>';

/**
 * Images of the build (logo, icons: small, kept for offline) as other built files. Content images
 * (covers, photos): the device's copy; on data saver, a placeholder instead of a download.
 */
export async function image(options: { request: Request; url: URL; event: ExtendableEvent }): Promise<Response> {
  const { request, url } = options;
  if (isBuiltFile(url)) return builtFiles.handle(options);
  const cached = await caches.match(request);
  if (cached) return cached;
  if (await dataSaverOn(request)) return new Response(PLACEHOLDER, { headers: { 'content-type': 'image/svg+xml' } });
  return fetch(request);
}
