import { CSRF_HEADER } from '@aula/contracts/headers';

/**
 * Sends a queued write again. The session goes as the HttpOnly cookie the browser attaches (the
 * queue never held it); the anti-forgery header it was queued with stays good while the API's
 * `csrftoken` cookie lives, and if the API says it went stale (the cookie was cleared meanwhile)
 * the write is sent once more with the token the API hands out now, its Idempotency-Key unchanged.
 */
export async function replayRequest(
  request: Request,
  send: typeof fetch = fetch,
  csrfUrl = new URL('/api/csrf/', request.url).href,
): Promise<Response> {
  const response = await send(request.clone());
  if (response.status !== 403 || !(await isStaleToken(response.clone()))) return response;
  const fresh = (await (await send(csrfUrl, { credentials: 'same-origin' })).json()) as { csrf_token?: string };
  if (!fresh.csrf_token) return response;
  const headers = new Headers(request.headers);
  headers.set(CSRF_HEADER, fresh.csrf_token);
  return send(new Request(request, { headers }));
}

async function isStaleToken(response: Response): Promise<boolean> {
  try {
    return ((await response.json()) as { error?: unknown }).error === 'csrf_failed';
  } catch {
    return false;
  }
}
