import type { Brand } from '@aula/brand/brand';
import { organizationJsonLd } from '@aula/brand/jsonld';
import { useMemo } from 'react';
import { manifestPath } from '../../../vite/site-markers';
import { useJsonLd, useManifestLink } from '../../site-document';

/** An ally's pages carry its organisation JSON-LD for search engines (favicon and colour: RootLayout). */
export function useBrandDocument(brand: Brand) {
  // The server renderer has no location and writes the same data into the head itself (ssr/page-head.ts).
  const origin = globalThis.location?.origin;
  const jsonLd = useMemo(() => (origin ? organizationJsonLd(brand, origin) : undefined), [brand, origin]);
  useJsonLd('organization-jsonld', jsonLd);
  useManifestLink(manifestPath(brand.config.allyCode));
}
