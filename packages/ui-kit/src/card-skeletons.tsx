import styled from 'styled-components';
import { Card, CardBody } from './card';
import { Skeleton } from './skeleton';

const WIDE_SCREEN = '(min-width: 40rem)';

const Cover = styled(Skeleton)`
  height: auto;
  aspect-ratio: 16 / 9;
  border-radius: 0;
`;

/** A card with its cover on top and a few lines: a module, a post, an achievement while it loads. */
export function MediaCardSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <Card aria-hidden="true" data-skeleton="media-card">
      <Cover />
      <CardBody>
        <Skeleton $height="1.25em" $width="80%" />
        {Array.from({ length: Math.max(0, lines - 1) }, (_, index) => (
          <Skeleton key={index} $width={index % 2 === 0 ? '95%' : '60%'} />
        ))}
      </CardBody>
    </Card>
  );
}

// Mirrors LessonCard: a square cover beside the text on phones, a 16:9 cover on top from tablets up.
const LessonLayout = styled.div`
  display: grid;
  grid-template-columns: 5.5rem 1fr;

  @media ${WIDE_SCREEN} {
    display: block;
  }
`;

const LessonCover = styled(Skeleton)`
  height: 100%;
  min-height: 5.5rem;
  border-radius: 0;

  @media ${WIDE_SCREEN} {
    height: auto;
    aspect-ratio: 16 / 9;
  }
`;

/** A lesson card's shape while the list loads, so nothing jumps when the lessons arrive. */
export function LessonCardSkeleton() {
  return (
    <Card aria-hidden="true" data-skeleton="lesson-card">
      <LessonLayout>
        <LessonCover />
        <CardBody>
          <Skeleton $height="1.25em" $width="85%" />
          <Skeleton $width="65%" />
          <Skeleton $width="40%" />
        </CardBody>
      </LessonLayout>
    </Card>
  );
}
