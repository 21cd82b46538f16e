import type { LessonListResponse } from '@aula/contracts/lessons';
import { allyPath } from '@aula/contracts/site-paths';
import { LessonCardSkeleton } from '@aula/ui-kit/card-skeletons';
import { EmptyState, type EmptyStateProps } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { BookOpen } from '@aula/ui-kit/icons';
import { LessonCard } from '@aula/ui-kit/lesson-card';
import { CardGrid } from '@aula/ui-kit/page';
import { useSavedOffline } from '@aula/ui-kit/saved-offline';
import { VisuallyHidden } from '@aula/ui-kit/visually-hidden';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CardFavorite, type FavoriteMarks } from './card-favorite';
import { failedForWantOfConnection, lessonOutOfReach } from './offline-reach';

const Section = styled.section`
  margin-block: ${({ theme }) => theme.space.lg};
`;

const SKELETON_CARDS = 3;

const Heading = styled.h2``;

// Cards side by side, scrolled with a thumb (snapping to a card) or the keyboard (focus scrolls).
const Rail = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: min(78%, 17rem);
  gap: ${({ theme }) => theme.space.md};
  margin: 0 calc(-1 * ${({ theme }) => theme.space.md});
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: ${({ theme }) => theme.space.md};

  & > li {
    scroll-snap-align: start;
  }
`;

// Cards in a row share its height, so hearts and footers line up.
const Item = styled.li`
  display: flex;
  & > * {
    flex: 1;
  }
`;

/** The part of an RTK Query result a list needs. */
export interface LessonListQuery {
  data?: LessonListResponse;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface LessonListProps {
  title: string;
  query: LessonListQuery;
  country: string;
  allyCode: string;
  favorites?: FavoriteMarks;
  /** Where a card leads; by default its lesson (a visitor's landing sends it through registration first). */
  lessonHref?: (lessonId: number) => string;
  /** What to say when the list is empty (a new learner has nothing to continue). */
  emptyMessage?: string;
  /** The empty list's picture, headline and next step. */
  empty?: Pick<EmptyStateProps, 'icon' | 'title' | 'action'>;
  /** Heading level: 2 in a page of sections, 1 when the list is the page, 3 inside a section. */
  headingLevel?: 1 | 2 | 3;
  /** A grid (default), or a rail that scrolls sideways and keeps a page of sections short. */
  layout?: 'grid' | 'rail';
  /**
   * Offline and never loaded on this phone: what to say under the heading when the list is the page
   * (`NotSavedHere`, given by that screen so the landing's lists do not download it); without it
   * the list leaves itself out (a section of a page, where the offline line speaks for it).
   */
  whenNotSaved?: ReactNode;
}

/** Skeleton cards standing for a list (or lists) still loading, announced by `label`. */
export function Placeholders({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <CardGrid as="div">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <LessonCardSkeleton key={index} />
        ))}
      </CardGrid>
    </div>
  );
}

/** A titled list of lesson cards with its loading, empty and failed states. */
export function LessonList({
  title,
  query,
  country,
  allyCode,
  favorites,
  lessonHref,
  emptyMessage,
  empty,
  headingLevel = 2,
  layout = 'grid',
  whenNotSaved,
}: LessonListProps) {
  const rail = layout === 'rail';
  const { t } = useTranslation('lessons');
  const saved = useSavedOffline();
  const notSaved = query.isError && failedForWantOfConnection(saved, query.error);
  const headingId = useId();
  const lessons = query.data?.results ?? [];
  // Each card's title sits one level under the list's heading (axe's heading-order: no level skipped).
  const cardTitleLevel = (headingLevel + 1) as 2 | 3 | 4;

  function body() {
    if (query.isLoading) return <Placeholders label={t('loadingLessons')} />;
    if (notSaved) return whenNotSaved;
    if (query.isError) {
      return <ErrorState message={t('listError')} onRetry={() => query.refetch()} retrying={query.isFetching} />;
    }
    if (lessons.length === 0) return <EmptyState icon={BookOpen} message={emptyMessage ?? t('empty')} {...empty} />;
    return (
      <CardGrid as={rail ? Rail : 'ul'}>
        {lessons.map((lesson) => (
          <Item key={lesson.id}>
            <LessonCard
              title={lesson.title}
              moduleTitle={lesson.module.title}
              durationMinutes={lesson.duration_minutes}
              views={lesson.views}
              coverImageUrl={lesson.cover_image_url}
              stacked={rail}
              to={
                lessonHref ? lessonHref(lesson.id) : allyPath({ country, allyCode }, 'lesson', { lessonId: lesson.id })
              }
              progress={lesson.progress}
              titleLevel={cardTitleLevel}
              note={lessonOutOfReach(saved, lesson.id) ? t('saved.notAvailable') : undefined}
              action={favorites && <CardFavorite lessonId={lesson.id} title={lesson.title} favorites={favorites} />}
            />
          </Item>
        ))}
      </CardGrid>
    );
  }

  if (notSaved && !whenNotSaved) return null;
  return (
    <Section aria-labelledby={headingId}>
      <Heading as={`h${headingLevel}`} id={headingId}>
        {title}
      </Heading>
      {body()}
    </Section>
  );
}
