import type { Brand } from '@aula/brand/brand';
import { LOGO_SIZE } from '@aula/brand/brand';
import type { PostDetail } from '@aula/contracts/blog';
import { useEffect } from 'react';

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

/** Puts the data in the head while the screen is shown and takes it out when it leaves. */
export function useArticleJsonLd(data: object | null) {
  const json = data ? JSON.stringify(data) : null;
  useEffect(() => {
    if (!json) return;
    const script = document.createElement('script');
    script.id = ARTICLE_SCRIPT_ID;
    script.type = 'application/ld+json';
    script.textContent = json;
    document.head.append(script);
    return () => script.remove();
  }, [json]);
}
