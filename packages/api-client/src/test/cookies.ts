/*
 * Tests set and clear cookies through document.cookie directly, so that they check what
 * cookies.ts writes instead of trusting it to read its own output.
 */
export function setCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: tests write raw cookies to check what cookies.ts reads.
  document.cookie = `${name}=${value}; path=/`;
}

export function cookieValue(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
  return entry?.slice(name.length + 1);
}

export function removeCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie.
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

export function clearAllCookies(): void {
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    removeCookie(pair.split('=')[0] ?? '');
  }
}
