import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, CardBody } from './card';
import { CardTitleLink } from './card-title-link';
import { useContentLang } from './content-lang';
import { CoverImage } from './cover-image';
import { BookOpen, CircleCheck, ICON_SIZE } from './icons';
import { hoverLift } from './motion';
import { VisuallyHidden } from './visually-hidden';

const COVER_RATIO = '16 / 9';
const WIDE_SCREEN = '(min-width: 40rem)';

// On a phone the cover is a small square beside the text, so a list shows several lessons per
// screen; from tablets up the cards sit in a grid with a 16:9 cover on top.
const stackedCover = `
  height: auto;
  min-height: 0;
  aspect-ratio: ${COVER_RATIO};
`;

const Layout = styled.div<{ $stacked: boolean }>`
  display: ${({ $stacked }) => ($stacked ? 'block' : 'grid')};
  grid-template-columns: 5.5rem 1fr;
  align-items: stretch;

  @media ${WIDE_SCREEN} {
    display: block;
  }
`;

// On a phone the cover fills a square beside the text (the demo covers keep their picture
// centred for this crop); from tablets up it sits on top at 16:9.
const CoverSlot = styled.div<{ $stacked: boolean }>`
  & > * {
    height: 100%;
    min-height: 5.5rem;
    aspect-ratio: auto;
    ${({ $stacked }) => ($stacked ? stackedCover : '')}
  }

  @media ${WIDE_SCREEN} {
    & > * {
      ${stackedCover}
    }
  }
`;

const LiftingCard = styled(Card)`
  ${hoverLift}

  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.card}, 0 0 0 1px ${({ theme }) => theme.colors.focus};
  }
`;

// Its level follows the page's outline; it looks the same at any level (the global style sizes by level).
const Title = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.2;
  text-wrap: wrap;
`;

// The title link stretches over the whole card so the card is one big touch target,
// while screen readers hear a single link named by the title.
const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 1.5rem;
`;

const Done = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

const Track = styled.span`
  display: block;
  flex: 1;
  max-width: 8rem;
  height: 0.375rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.span<{ $percent: number }>`
  display: block;
  width: ${({ $percent }) => `${$percent}%`};
  height: 100%;
  background: ${({ theme }) => theme.colors.success};
`;

function Progress({ percent }: { percent: number }) {
  const { t } = useTranslation('ui');
  if (percent >= 100) {
    return (
      <Done>
        <CircleCheck size={ICON_SIZE.sm} />
        {t('lessonCard.done')}
      </Done>
    );
  }
  // The bar is for the eye; the words are for everyone.
  return (
    <Track title={t('lessonCard.progress', { percent })}>
      <VisuallyHidden>{t('lessonCard.progress', { percent })}</VisuallyHidden>
      <Fill $percent={percent} aria-hidden="true" />
    </Track>
  );
}

export interface LessonCardProps {
  title: string;
  moduleTitle: string;
  durationMinutes: number;
  views: number;
  coverImageUrl: string | null;
  to: string;
  /** The learner's progress, 0-100: a check when finished, a thin bar once started. */
  progress?: number;
  /** A control on the card (the favourite heart); it sits above the card-wide link. */
  action?: ReactNode;
  /** A last line of the details (offline: that this lesson is not on the phone). */
  note?: ReactNode;
  /** The visitor saves data: the cover is a light stand-in drawn by the page. */
  dataSaver?: boolean;
  /** The first cards of a screen, visible at once: their covers load first rather than lazily. */
  priority?: boolean;
  /** Cover on top at every width (a card in a narrow rail), not beside the text on phones. */
  stacked?: boolean;
  /** The title's heading level: one below the heading of the list the card is in. */
  titleLevel?: 2 | 3 | 4;
}

export function LessonCard({
  title,
  moduleTitle,
  durationMinutes,
  views,
  coverImageUrl,
  to,
  progress,
  action,
  note,
  dataSaver,
  priority,
  stacked = false,
  titleLevel = 3,
}: LessonCardProps) {
  const { t } = useTranslation('ui');
  const content = useContentLang();
  const percent = progress === undefined ? 0 : Math.round(Math.min(100, Math.max(0, progress)));
  const showProgress = progress !== undefined && percent > 0;
  return (
    <LiftingCard as="article">
      <Layout $stacked={stacked}>
        <CoverSlot $stacked={stacked}>
          <CoverImage src={coverImageUrl} dataSaver={dataSaver} icon={BookOpen} priority={priority} />
        </CoverSlot>
        <CardBody>
          <Title as={`h${titleLevel}`}>
            <CardTitleLink to={to} {...content}>
              {title}
            </CardTitleLink>
          </Title>
          <Meta>
            {t('moduleLabel')} <span {...content}>{moduleTitle}</span>
          </Meta>
          <Meta>
            {t('minutes', { count: durationMinutes })} · {t('views', { count: views })}
          </Meta>
          {note && <Meta>{note}</Meta>}
          {(showProgress || action) && (
            <Footer>
              {showProgress ? <Progress percent={percent} /> : <span />}
              {action}
            </Footer>
          )}
        </CardBody>
      </Layout>
    </LiftingCard>
  );
}
