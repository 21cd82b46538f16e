import { createPartialResponse } from 'workbox-range-requests';
import { dataSaverOn } from './data-saver';
import type { ExtendableEvent } from './worker-scope';

// Named in the offline e2e journey, which looks a played video up in it.
const MEDIA_CACHE = 'aula-media';
const MEDIA_DESTINATIONS = new Set(['video', 'audio', 'track']);

/** A lesson's video or captions, as the player asks for them. */
export const isMedia = (request: Request, url: URL) =>
  MEDIA_DESTINATIONS.has(request.destination) && url.pathname.startsWith('/media/');

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
 * The device's whole copy when it has one, answered by the range the player asks for, so a lesson
 * played once plays offline. The first play streams from the network as usual while the worker
 * keeps the whole file beside it, except on data saver, where nothing is downloaded twice.
 */
export async function media({ request, event }: { request: Request; event: ExtendableEvent }): Promise<Response> {
  const kept = await (await caches.open(MEDIA_CACHE)).match(request.url);
  if (kept) return request.headers.has('range') ? createPartialResponse(request, kept) : kept;
  if (!(await dataSaverOn(request))) event.waitUntil(keepWhole(request.url));
  return fetch(request);
}
