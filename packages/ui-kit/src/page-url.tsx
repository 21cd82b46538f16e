import { createContext, type ReactNode, useContext } from 'react';
import { useLocation } from 'react-router';

const PageOriginContext = createContext<string | undefined>(undefined);

/**
 * The origin the visitor asked the server at (`https://impulsa.example`), for the server renderer,
 * which reads the API at an internal address and has no window to ask.
 */
export function PageOriginProvider({ origin, children }: { origin: string | undefined; children: ReactNode }) {
  return <PageOriginContext.Provider value={origin}>{children}</PageOriginContext.Provider>;
}

/** The site's origin: the browser's own, or on the server the one the visitor asked at. */
export function usePageOrigin(): string | undefined {
  const origin = useContext(PageOriginContext);
  if (typeof window !== 'undefined') return window.location.origin;
  return origin;
}

/**
 * This page's address, for sharing and structured data: the browser's own, or on the server the
 * given origin with the route's path. Undefined on a server told no origin (one it does not serve).
 */
export function usePageUrl(): string | undefined {
  const origin = useContext(PageOriginContext);
  const { pathname, search } = useLocation();
  if (typeof window !== 'undefined') return window.location.href;
  return origin ? `${origin}${pathname}${search}` : undefined;
}
