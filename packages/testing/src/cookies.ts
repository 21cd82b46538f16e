/** Expires every cookie jsdom holds for this page, so no session leaks from one test to the next. */
export function clearAllCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: only the raw API can expire cookies whose names we do not know
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
