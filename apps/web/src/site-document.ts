import { headElement } from '@aula/ui-kit/head-element';
import { useEffect } from 'react';

/**
 * The tab wears the site on screen: its favicon and the browser bar's colour. Every page runs it
 * (an ally's pages with the ally's, the others with the neutral identity), so nothing of the
 * previously visited ally stays behind.
 */
export function useSiteDocument(faviconUrl: string, themeColor: string) {
  useEffect(() => {
    headElement('link[rel="icon"]', () => Object.assign(document.createElement('link'), { rel: 'icon' })).href =
      faviconUrl;
  }, [faviconUrl]);

  useEffect(() => {
    const meta = headElement('meta[name="theme-color"]', () =>
      Object.assign(document.createElement('meta'), { name: 'theme-color' }),
    );
    meta.content = themeColor;
  }, [themeColor]);
}

/** Structured data for search engines, replaced when the site changes and removed off it. */
export function useJsonLd(id: string, data: object | undefined) {
  useEffect(() => {
    if (!data) {
      // A page drawn by the server for a site that had it (another ally's) must not keep it.
      document.head.querySelector(`script#${id}`)?.remove();
      return;
    }
    const script = headElement(`script#${id}`, () =>
      Object.assign(document.createElement('script'), { id, type: 'application/ld+json' }),
    );
    script.textContent = JSON.stringify(data);
    return () => script.remove();
  }, [id, data]);
}

/** The ally's installable app (its web manifest) while its pages are shown. */
export function useManifestLink(href: string) {
  useEffect(() => {
    const link = headElement('link[rel="manifest"]', () =>
      Object.assign(document.createElement('link'), { rel: 'manifest' }),
    );
    link.href = href;
    return () => link.remove();
  }, [href]);
}
