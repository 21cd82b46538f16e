import type { LessonSummary } from '@aula/contracts/lessons';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { focusRing, TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import { Check, ICON_SIZE } from '@aula/ui-kit/icons';
import { useSavedOffline } from '@aula/ui-kit/saved-offline';
import { Skeleton } from '@aula/ui-kit/skeleton';
import { VisuallyHidden } from '@aula/ui-kit/visually-hidden';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { NotSavedHere } from '../shared/not-saved-here';
import { failedForWantOfConnection, lessonOutOfReach } from '../shared/offline-reach';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled(Link)`
  display: grid;
  grid-template-columns: 2rem 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${TOUCH_TARGET};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: inherit;
  text-decoration: none;
  ${focusRing}

  &:hover strong {
    text-decoration: underline;
  }
`;

const Mark = styled.span<{ $done: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.border)};
  background: ${({ theme, $done }) => ($done ? theme.colors.success : 'transparent')};
  color: ${({ theme }) => theme.colors.surface};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Meta = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function stateOf(lesson: LessonSummary): 'done' | 'started' | 'todo' {
  const progress = lesson.progress ?? 0;
  if (progress >= 100) return 'done';
  return progress > 0 ? 'started' : 'todo';
}

export interface ModuleLessonsProps {
  query: {
    data?: { results: LessonSummary[] };
    isLoading: boolean;
    isError: boolean;
    error?: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  };
}

/** A module's lessons in order; a check marks each finished one, the words say it for everyone. */
export function ModuleLessons({ query }: ModuleLessonsProps) {
  const { t } = useTranslation('lessons');
  const site = useAllySite();
  const content = useContentLang();
  const saved = useSavedOffline();
  if (query.isLoading) {
    return (
      <div role="status" aria-live="polite">
        <VisuallyHidden>{t('loadingLessons')}</VisuallyHidden>
        <Skeleton $height="10rem" />
      </div>
    );
  }
  if (query.isError && failedForWantOfConnection(saved, query.error)) {
    return <NotSavedHere kind="list" heading={false} />;
  }
  if (query.isError) {
    return <ErrorState message={t('listError')} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  }
  const lessons = query.data?.results ?? [];
  if (lessons.length === 0) return <EmptyState message={t('empty')} />;
  return (
    <List>
      {lessons.map((lesson, index) => {
        const state = stateOf(lesson);
        return (
          <li key={lesson.id}>
            <Row to={allyPath(site, 'lesson', { lessonId: lesson.id })}>
              <Mark $done={state === 'done'} aria-hidden="true">
                {state === 'done' && <Check size={ICON_SIZE.sm} strokeWidth={3} />}
              </Mark>
              <span>
                <strong {...content}>
                  {index + 1}. {lesson.title}
                </strong>
                <Meta>
                  {t(`module.lessonState.${state}`, { percent: Math.round(lesson.progress ?? 0) })} ·{' '}
                  {t('partMinutes', { count: lesson.duration_minutes })}
                  {lessonOutOfReach(saved, lesson.id) && ` · ${t('saved.notAvailable')}`}
                </Meta>
              </span>
            </Row>
          </li>
        );
      })}
    </List>
  );
}
