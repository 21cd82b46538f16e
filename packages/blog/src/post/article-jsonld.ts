import type { Brand } from '@aula/brand/brand';
import { LOGO_SIZE } from '@aula/brand/brand';
import type { PostDetail } from '@aula/contracts/blog';

/** schema.org Article of a post, so search engines show its headline, image, date and publisher. */
export function articleJsonLd(post: PostDetail, pageUrl: string, brand: Brand | null) {
  const origin = new URL(pageUrl).origin;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    ...(post.cover_image_url ? { image: [new URL(post.cover_image_url, origin).href] } : {}),
    datePublished: post.published_at,
    author: { '@type': 'Person', name: post.author },
    ...(brand
      ? {
          publisher: {
            '@type': 'Organization',
            name: brand.config.organization.name,
            logo: {
              '@type': 'ImageObject',
              url: new URL(brand.logoUrl, origin).href,
              width: LOGO_SIZE.width,
              height: LOGO_SIZE.height,
            },
          },
        }
      : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    inLanguage: 'es',
  };
}

export const ARTICLE_SCRIPT_ID = 'article-jsonld';

/**
 * The data as the text of its <script>: written into the page itself, so the server's HTML
 * carries it too. `<` is escaped so no text of the post can close the script.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}
