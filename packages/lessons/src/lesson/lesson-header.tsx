import type { LessonDetail } from '@aula/contracts/lessons';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { CoverImage } from '@aula/ui-kit/cover-image';
import { BookOpen } from '@aula/ui-kit/icons';
import styled from 'styled-components';
import { LessonStatus } from './lesson-status';

// A short band of the lesson's cover, on the introduction only: it says "this lesson" at a glance
// without pushing the start below the fold on a phone, and never sits above a part.
const Cover = styled.div`
  overflow: hidden;
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};

  & > * {
    aspect-ratio: 16 / 5;
    object-fit: cover;
  }

  @media (min-width: 48rem) {
    & > * {
      aspect-ratio: 16 / 3;
    }
  }
`;

const Title = styled.h1<{ $compact: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  ${({ $compact, theme }) =>
    $compact &&
    `
      font-size: ${theme.fontSizes.lg};
      line-height: 1.25;
    `}
`;

interface LessonHeaderProps {
  lesson: LessonDetail;
  /**
   * Above a part or the close: the title alone, small, so the part starts in the first screen of a
   * phone (its status goes below it). Otherwise the introduction's cover, title and status.
   */
  compact?: boolean;
}

/** The lesson's title; on its introduction also its cover, module, length, heart and progress. */
export function LessonHeader({ lesson, compact = false }: LessonHeaderProps) {
  const content = useContentLang();
  return (
    <header>
      {!compact && (
        <Cover>
          <CoverImage src={lesson.cover_image_url} icon={BookOpen} priority />
        </Cover>
      )}
      <Title $compact={compact} {...content}>
        {lesson.title}
      </Title>
      {!compact && <LessonStatus lesson={lesson} />}
    </header>
  );
}
