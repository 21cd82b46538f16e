import { ALLY_HEADER } from '@aula/contracts/headers';

/**
 * The mock world's stand-in for the API's HttpOnly session cookie (`token.<ally>`). A mocked
 * answer cannot set an HttpOnly cookie, so the handlers write it on the page as a plain one and
 * read it back as the API would: under the ally the request names. The app never reads it.
 */
export function mockSessionCookieName(request: Request): string {
  const ally = request.headers.get(ALLY_HEADER);
  return ally ? `token.${ally}` : 'token';
}

function cookiesOf(request: Request): string {
  return [request.headers.get('cookie'), globalThis.document?.cookie].filter(Boolean).join('; ');
}

export function mockSessionToken(request: Request): string | undefined {
  const name = mockSessionCookieName(request);
  const pair = cookiesOf(request)
    .split(/;\s*/)
    .find((entry) => entry.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : undefined;
}

export function setMockSessionCookie(request: Request, token: string): void {
  if (!globalThis.document) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the mock plays the API's Set-Cookie.
  document.cookie = `${mockSessionCookieName(request)}=${token}; path=/; SameSite=Lax`;
}

export function clearMockSessionCookie(request: Request): void {
  if (!globalThis.document) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the mock plays the API's Set-Cookie.
  document.cookie = `${mockSessionCookieName(request)}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
