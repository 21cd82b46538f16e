import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { useSearchParams } from 'react-router';

/**
 * The `redirect` search parameter, if it is a path on this site. Anything else (another origin,
 * a protocol-relative `//host`, a backslash trick) is ignored, so the login page cannot be used
 * to send people to a look-alike site.
 */
export function safeRedirectPath(raw: string | null): string | undefined {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return undefined;
  try {
    const url = new URL(raw, 'https://aula.invalid');
    return url.origin === 'https://aula.invalid' ? `${url.pathname}${url.search}${url.hash}` : undefined;
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
