import type { PostSummary } from '@aula/contracts/blog';
import { Card, CardBody } from '@aula/ui-kit/card';
import { CardTitleLink } from '@aula/ui-kit/card-title-link';
import { CoverImage } from '@aula/ui-kit/cover-image';
import { Newspaper } from '@aula/ui-kit/icons';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PostDate } from '../shared/post-date';

const WIDE = '(min-width: 40rem)';

// On a phone the cover is a small square beside the text, so a screen shows several posts; from
// tablets up the cards sit in a grid with the 16:9 cover on top.
const Layout = styled.div`
  display: grid;
  grid-template-columns: 6rem 1fr;

  @media ${WIDE} {
    display: block;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};

  @media ${WIDE} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

// The title link covers the whole card: one big touch target, one link for screen readers.
const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Excerpt = styled.p`
  display: none;
  margin: 0;

  @media ${WIDE} {
    display: block;
  }
`;

const Cover = styled.div`
  img,
  div {
    height: 100%;
    min-height: 6rem;
    aspect-ratio: auto;
    border-radius: 0;
  }

  @media ${WIDE} {
    img,
    div {
      height: auto;
      aspect-ratio: 16 / 9;
    }
  }
`;

export function PostCard({ post, to }: { post: PostSummary; to: string }) {
  const { t } = useTranslation('blog');
  return (
    <Card as="article">
      <Layout>
        <Cover>
          <CoverImage src={post.cover_image_url} icon={Newspaper} />
        </Cover>
        <CardBody>
          <Title>
            <CardTitleLink to={to}>{post.title}</CardTitleLink>
          </Title>
          <Meta>
            <PostDate iso={post.published_at} /> · {t('by', { author: post.author })}
          </Meta>
          <Excerpt lang="es">{post.excerpt}</Excerpt>
        </CardBody>
      </Layout>
    </Card>
  );
}
