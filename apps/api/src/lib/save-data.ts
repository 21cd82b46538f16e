// Whether a page request comes from a visitor saving data: the browser's `Save-Data: on` (a
// metered line, a data-saver mode) or the learner's own choice in settings, which the web app
// mirrors into a cookie. The server renders that visitor's page without fetching images.
import { DATA_SAVER_COOKIE, SAVE_DATA_HEADER } from '@aula/contracts/headers';
import type { FastifyRequest } from 'fastify';

/** What a saver page's answer varies by, for caches between the server and the visitor. */
export const SAVE_DATA_VARY = ['Save-Data', 'Cookie'] as const;

export function savesData(request: Pick<FastifyRequest, 'headers' | 'cookies'>): boolean {
  const header = request.headers[SAVE_DATA_HEADER];
  // The header's only defined value is `on` (RFC draft "Save-Data"); anything else is no request.
  if (typeof header === 'string' && header.trim().toLowerCase() === 'on') return true;
  return request.cookies?.[DATA_SAVER_COOKIE] === 'on';
}
