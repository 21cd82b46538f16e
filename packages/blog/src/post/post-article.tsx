import type { PostDetail } from '@aula/contracts/blog';
import { CoverImage } from '@aula/ui-kit/cover-image';
import { useCurrentBrand } from '@aula/ui-kit/current-brand';
import { Newspaper } from '@aula/ui-kit/icons';
import { usePageUrl } from '@aula/ui-kit/page-url';
import { ShareButtons } from '@aula/ui-kit/share-buttons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PostDate } from '../shared/post-date';
import { ARTICLE_SCRIPT_ID, articleJsonLd, jsonLdText } from './article-jsonld';
import { PostBody } from './post-body';
import { readingMinutes } from './reading-time';

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const Meta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Cover = styled.div`
  max-width: 40rem;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Share = styled.section`
  max-width: 40rem;
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** A post as read: title, date, author and reading time, cover, body, and sharing. */
export function PostArticle({ post }: { post: PostDetail }) {
  const { t } = useTranslation('blog');
  const brand = useCurrentBrand();
  const pageUrl = usePageUrl();
  const minutes = useMemo(() => readingMinutes(post.body_html), [post.body_html]);
  const imageUrl = pageUrl && post.cover_image_url ? new URL(post.cover_image_url, pageUrl).href : undefined;
  const jsonLd = useMemo(
    () => (pageUrl ? jsonLdText(articleJsonLd(post, pageUrl, brand)) : undefined),
    [post, pageUrl, brand],
  );

  return (
    <>
      {jsonLd && (
        // Structured data for search engines, escaped by jsonLdText; never run.
        <script id={ARTICLE_SCRIPT_ID} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      )}
      <article>
        {/* The ally's posts are written in Spanish, whatever language the interface is in. */}
        <Title lang="es">{post.title}</Title>
        <Meta>
          <PostDate iso={post.published_at} /> · {t('by', { author: post.author })} ·{' '}
          {t('readingTime', { count: minutes })}
        </Meta>
        {/* No placeholder here: a large empty block would only push the text down. */}
        {post.cover_image_url && (
          <Cover>
            <CoverImage src={post.cover_image_url} icon={Newspaper} priority />
          </Cover>
        )}
        <PostBody html={post.body_html} />
        <Share aria-labelledby="post-share-title">
          <h2 id="post-share-title">{t('share')}</h2>
          {pageUrl && (
            <ShareButtons
              {...(brand ? { networks: brand.config.shareNetworks } : {})}
              url={pageUrl}
              title={post.title}
              description={post.excerpt}
              {...(imageUrl ? { image: imageUrl } : {})}
            />
          )}
        </Share>
      </article>
    </>
  );
}
