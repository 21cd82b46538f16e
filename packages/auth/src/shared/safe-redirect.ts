import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { useSearchParams } from 'react-router';

const BASE = 'https://aula.invalid';
// Browsers drop tabs and newlines from URLs (`/\t/evil.example` is `//evil.example`), read `\` as
// `/`, and routers may decode `%2F`/`%5C`: none of them belong in a path of this site.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const TRICKS = /[\u0000-\u001f\u007f\\]|%2f|%5c/i;

/**
 * The `redirect` search parameter as a path on this site, or undefined. It is resolved first
 * (dot segments, as a browser would) and its repeated slashes collapsed, then checked, so what is
 * returned is always one `/` and a path here: never another origin, `//host` or a backslash trick.
 */
export function safeRedirectPath(raw: string | null): string | undefined {
  if (!raw?.startsWith('/') || raw.startsWith('//') || TRICKS.test(raw)) return undefined;
  try {
    const url = new URL(raw, BASE);
    if (url.origin !== BASE) return undefined;
    const path = `${url.pathname.replace(/\/{2,}/g, '/')}${url.search}${url.hash}`;
    return path.startsWith('/') && !path.startsWith('//') ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Where to go once signed in: the `redirect` asked for, if safe, else the ally's content area. */
export function useAfterSignIn(): { target: string; redirect: string | undefined } {
  const site = useAllySite();
  const [searchParams] = useSearchParams();
  const redirect = safeRedirectPath(searchParams.get('redirect'));
  return { target: redirect ?? allyPath(site, 'seccion'), redirect };
}
