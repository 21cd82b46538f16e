import { sessionCookieName, writeUserAccess } from '@aula/api-client/cookies';
/** Expires every cookie jsdom holds for this page, so no session leaks from one test to the next. */
export function clearAllCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: only the raw API can expire cookies whose names we do not know
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * What a real sign-in leaves on the page: the session cookie (HttpOnly in a browser, set by the
 * API; the mock handlers read it here) and the readable mark that the ally is signed in.
 */
export function plantSession(token: string, access: Parameters<typeof writeUserAccess>[0] = 'learner'): void {
  // biome-ignore lint/suspicious/noDocumentCookie: plays the API's Set-Cookie in jsdom.
  document.cookie = `${sessionCookieName('token')}=${token}; path=/`;
  writeUserAccess(access);
}
