import type { Brand } from '@aula/brand/brand';
import { organizationJsonLd } from '@aula/brand/jsonld';
import { useEffect } from 'react';
import { useTheme } from 'styled-components';

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

/** The tab shows the ally: title, favicon, browser bar colour, and its organisation JSON-LD for search engines. */
export function useBrandDocument(brand: Brand) {
  const theme = useTheme();

  useEffect(() => {
    document.title = brand.config.name;
    headElement('link[rel="icon"]', () => Object.assign(document.createElement('link'), { rel: 'icon' })).href =
      brand.faviconUrl;
    const jsonLd = headElement('script#organization-jsonld', () =>
      Object.assign(document.createElement('script'), { id: 'organization-jsonld', type: 'application/ld+json' }),
    );
    jsonLd.textContent = JSON.stringify(organizationJsonLd(brand, window.location.origin));
  }, [brand]);

  useEffect(() => {
    const meta = headElement('meta[name="theme-color"]', () =>
      Object.assign(document.createElement('meta'), { name: 'theme-color' }),
    );
    meta.content = theme.colors.primary;
  }, [theme]);
}
