import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import { Card, CardBody } from './card';
import { focusRing } from './focus-ring';

const COVER_RATIO = '16 / 9';
const WIDE_SCREEN = '(min-width: 40rem)';

// On a phone the cover is a small square beside the text, so a list shows several lessons per
// screen; from tablets up the cards sit in a grid with a 16:9 cover on top.
const Layout = styled.div`
  display: grid;
  grid-template-columns: 5.5rem 1fr;
  align-items: stretch;

  @media ${WIDE_SCREEN} {
    display: block;
  }
`;

const coverShape = `
  width: 100%;
  height: 100%;
  min-height: 5.5rem;

  @media ${WIDE_SCREEN} {
    height: auto;
    aspect-ratio: ${COVER_RATIO};
  }
`;

const Cover = styled.img`
  display: block;
  object-fit: cover;
  ${coverShape}
`;

const CoverPlaceholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  ${coverShape}
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Title = styled.h3`
  margin: 0;
`;

// The title link stretches over the whole card so the card is one big touch target,
// while screen readers hear a single link named by the title.
const TitleLink = styled(RouterLink)`
  color: inherit;
  text-decoration: none;
  ${focusRing}

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface LessonCardProps {
  title: string;
  moduleTitle: string;
  durationMinutes: number;
  views: number;
  coverImageUrl: string | null;
  to: string;
}

export function LessonCard({ title, moduleTitle, durationMinutes, views, coverImageUrl, to }: LessonCardProps) {
  const { t } = useTranslation('ui');
  return (
    <Card as="article">
      <Layout>
        {coverImageUrl ? (
          <Cover src={coverImageUrl} alt="" loading="lazy" decoding="async" width={320} height={180} />
        ) : (
          <CoverPlaceholder aria-hidden="true">{title.charAt(0)}</CoverPlaceholder>
        )}
        <CardBody>
          <Title>
            <TitleLink to={to}>{title}</TitleLink>
          </Title>
          <Meta>{t('moduleLabel', { title: moduleTitle })}</Meta>
          <Meta>
            {t('minutes', { count: durationMinutes })} · {t('views', { count: views })}
          </Meta>
        </CardBody>
      </Layout>
    </Card>
  );
}
