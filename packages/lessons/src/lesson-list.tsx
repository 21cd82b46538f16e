import type { LessonListResponse } from '@aula/contracts/lessons';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { LessonCard } from '@aula/ui-kit/lesson-card';
import { CardGrid } from '@aula/ui-kit/page';
import { Skeleton } from '@aula/ui-kit/skeleton';
import { VisuallyHidden } from '@aula/ui-kit/visually-hidden';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { lessonPath } from './lesson-paths';

const Section = styled.section`
  margin-block: ${({ theme }) => theme.space.lg};
`;

const SKELETON_CARDS = 3;

/** The part of an RTK Query result a list needs. */
export interface LessonListQuery {
  data?: LessonListResponse;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface LessonListProps {
  title: string;
  query: LessonListQuery;
  country: string;
  allyCode: string;
}

function Placeholders({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <CardGrid as="div">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Skeleton key={index} $height="5.5rem" />
        ))}
      </CardGrid>
    </div>
  );
}

/** A titled list of lesson cards with its loading, empty and failed states. */
export function LessonList({ title, query, country, allyCode }: LessonListProps) {
  const { t } = useTranslation('lessons');
  const headingId = useId();
  const lessons = query.data?.results ?? [];

  function body() {
    if (query.isLoading) return <Placeholders label={t('loadingLessons')} />;
    if (query.isError) {
      return <ErrorState message={t('listError')} onRetry={() => query.refetch()} retrying={query.isFetching} />;
    }
    if (lessons.length === 0) return <EmptyState message={t('empty')} />;
    return (
      <CardGrid>
        {lessons.map((lesson) => (
          <li key={lesson.id}>
            <LessonCard
              title={lesson.title}
              moduleTitle={lesson.module.title}
              durationMinutes={lesson.duration_minutes}
              views={lesson.views}
              coverImageUrl={lesson.cover_image_url}
              to={lessonPath(country, allyCode, lesson.id)}
            />
          </li>
        ))}
      </CardGrid>
    );
  }

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {body()}
    </Section>
  );
}
