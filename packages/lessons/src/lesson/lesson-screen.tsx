import { describeApiError } from '@aula/api-client/errors';
import { useGetLessonQuery } from '@aula/api-client/lessons';
import { routeId } from '@aula/contracts/route-params';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { Link } from '@aula/ui-kit/link';
import { Page } from '@aula/ui-kit/page';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useSavedOffline } from '@aula/ui-kit/saved-offline';
import { Skeleton } from '@aula/ui-kit/skeleton';
import { VisuallyHidden } from '@aula/ui-kit/visually-hidden';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { loadCheckPart, pageNeedsCheckPart } from '../check/check-part-chunk';
import { NotSavedHere } from '../shared/not-saved-here';
import { failedForWantOfConnection } from '../shared/offline-reach';
import { LessonPlayer } from './lesson-player';

// As tall as the screen: the footer stays out of sight while the lesson comes, instead of showing
// under the skeleton and being pushed down when the lesson arrives.
const Stack = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  min-height: 100vh;
  min-height: 100dvh;
`;

function LessonSkeleton({ label }: { label: string }) {
  return (
    <Stack role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton $height="2.5rem" $width="80%" />
      <Skeleton $height="1rem" $width="40%" />
      <Skeleton $height="0.75rem" />
      <Skeleton $height="14rem" />
    </Stack>
  );
}

/** The lesson screen, once what the page about to be drawn needs is here: a check part's code, when it shows one. */
export async function readyLessonScreen() {
  if (pageNeedsCheckPart()) await loadCheckPart();
  return LessonScreen;
}

/** `/:country/:allyCode/seccion/lecciones/:lessonId[?parte=…]`: the lesson player, for signed-in learners. */
export function LessonScreen() {
  const { t } = useTranslation('lessons');
  const site = useAllySite();
  const id = routeId(useParams().lessonId);
  const query = useGetLessonQuery(id ?? 0, { skip: id === undefined });
  const saved = useSavedOffline();
  usePageTitle(query.data?.title);
  const notFound = id === undefined || (query.isError && describeApiError(query.error).code === 'not_found');

  if (query.data && !notFound) return <LessonPlayer lesson={query.data} />;
  return (
    <Page>
      {notFound ? (
        <>
          <h1>{t('notFoundTitle')}</h1>
          <EmptyState
            message={t('notFound')}
            action={<Link to={allyPath(site, 'seccion')}>{t('backToLessons')}</Link>}
          />
        </>
      ) : query.isError && failedForWantOfConnection(saved, query.error) ? (
        <NotSavedHere kind="lesson" />
      ) : query.isError ? (
        <ErrorState message={t('lessonError')} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : (
        <LessonSkeleton label={t('loadingLesson')} />
      )}
    </Page>
  );
}
