import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { VisuallyHidden } from './visually-hidden';

/**
 * The name every page title ends with: the ally's, or the build's neutral identity on pages of no
 * ally (root-layout.tsx always gives one). No product name of its own: a screen drawn without a
 * provider (a lone test) names only itself.
 */
const SiteNameContext = createContext<string | undefined>(undefined);

export function SiteNameProvider({ name, children }: { name: string; children: ReactNode }) {
  return <SiteNameContext.Provider value={name}>{children}</SiteNameContext.Provider>;
}

/**
 * Where the server renderer (apps/web's entry-server) reads the title a page names itself with:
 * effects never run there, so usePageTitle also writes it into this holder while rendering.
 */
export interface PageTitleHolder {
  title?: string;
}
const PageTitleHolderContext = createContext<PageTitleHolder | null>(null);
export const PageTitleHolderProvider = PageTitleHolderContext.Provider;

/** "Page · Site", or either alone when the other is missing. */
export function documentTitle(page: string | undefined, site: string | undefined): string {
  if (page && site) return `${page} · ${site}`;
  return page ?? site ?? '';
}

/**
 * Names the screen in the browser tab and for screen readers ("Planea tu flujo de efectivo ·
 * Impulsa"). Pass undefined while the name is still loading: the site name shows meanwhile.
 */
export function usePageTitle(page: string | undefined) {
  const site = useContext(SiteNameContext);
  const holder = useContext(PageTitleHolderContext);
  if (holder) holder.title = documentTitle(page, site);
  useEffect(() => {
    document.title = documentTitle(page, site);
  }, [page, site]);
}

/**
 * Announces the new page's title to screen readers after each navigation (a single-page app
 * never reloads, so nothing else would tell them the page changed). Silent on the first load,
 * where the browser reads the title itself.
 */
export function PageTitleAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // After the new screen's own effects have set its title.
    const timer = setTimeout(() => setMessage(document.title), 150);
    return () => clearTimeout(timer);
  }, [pathname]);
  return (
    <VisuallyHidden as="p" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
