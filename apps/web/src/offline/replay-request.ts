import { CSRF_HEADER } from '@aula/contracts/headers';
import type { QueuedRequest } from './request-queue';

/**
 * Sends a queued write again. The session goes as the HttpOnly cookie the browser attaches (the
 * queue never held it); the anti-forgery header it was queued with stays good while the API's
 * `csrftoken` cookie lives, and if the API says it went stale (the cookie was cleared meanwhile)
 * the write is sent once more with the token the API hands out now.
 */
export async function replayRequest(
  item: QueuedRequest,
  send: typeof fetch = fetch,
  csrfUrl = new URL('/api/csrf/', item.url).href,
): Promise<Response> {
  const attempt = (headers: [string, string][]) =>
    send(item.url, { method: item.method, headers, body: item.body, credentials: 'same-origin' });
  const response = await attempt(item.headers);
  if (response.status !== 403 || !(await isStaleToken(response.clone()))) return response;
  const fresh = (await (await send(csrfUrl, { credentials: 'same-origin' })).json()) as { csrf_token?: string };
  if (!fresh.csrf_token) return response;
  const headers = item.headers.filter(([name]) => name.toLowerCase() !== CSRF_HEADER);
  return attempt([...headers, [CSRF_HEADER, fresh.csrf_token]]);
}

async function isStaleToken(response: Response): Promise<boolean> {
  try {
    return ((await response.json()) as { error?: unknown }).error === 'csrf_failed';
  } catch {
    return false;
  }
}
