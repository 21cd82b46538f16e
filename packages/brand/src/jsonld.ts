import type { Brand } from './brand';
import { LOGO_SIZE } from './brand';

/** Organisation structured data of the spec: logo 326x127 with caption, language es, no social links. */
export function organizationJsonLd(brand: Brand, origin: string) {
  const { organization } = brand.config;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: organization.name,
    url: organization.url,
    logo: {
      '@type': 'ImageObject',
      url: new URL(brand.logoUrl, origin).href,
      width: LOGO_SIZE.width,
      height: LOGO_SIZE.height,
      caption: organization.logoCaption,
      inLanguage: 'es',
    },
    sameAs: [],
  };
}
