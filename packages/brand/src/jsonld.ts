import type { Brand } from './brand';
import { LOGO_SIZE } from './brand';

/**
 * Organisation structured data of the spec: logo 326x127 with caption, language es, no social links.
 * None while the ally has not said where its organisation lives (an ally created in the console);
 * no logo while it has none (its name is written instead).
 */
export function organizationJsonLd(brand: Brand, origin: string) {
  const { organization } = brand.config;
  if (!URL.canParse(organization.url)) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: organization.name,
    url: organization.url,
    ...(brand.logoUrl
      ? {
          logo: {
            '@type': 'ImageObject',
            url: new URL(brand.logoUrl, origin).href,
            width: LOGO_SIZE.width,
            height: LOGO_SIZE.height,
            caption: organization.logoCaption,
            inLanguage: 'es',
          },
        }
      : {}),
    sameAs: [],
  };
}
