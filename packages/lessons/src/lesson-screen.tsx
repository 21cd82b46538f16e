import { describeApiError } from '@aula/api-client/errors';
import { useGetLessonQuery } from '@aula/api-client/lessons';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { Link } from '@aula/ui-kit/link';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { Page } from '@aula/ui-kit/page';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LessonDetailView } from './lesson-detail';
import { seccionPath } from './lesson-paths';

function lessonIdOf(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** `/:country/:brand/seccion/lecciones/:lessonId`: one lesson, for signed-in learners. */
export function LessonScreen() {
  const { t } = useTranslation('lessons');
  const { country = '', brand = '', lessonId } = useParams();
  const id = lessonIdOf(lessonId);
  const query = useGetLessonQuery(id ?? 0, { skip: id === undefined });
  const notFound = id === undefined || (query.isError && describeApiError(query.error).code === 'not_found');

  function body() {
    if (notFound) {
      return (
        <>
          <h1>{t('notFoundTitle')}</h1>
          <EmptyState
            message={t('notFound')}
            action={<Link to={seccionPath(country, brand)}>{t('backToLessons')}</Link>}
          />
        </>
      );
    }
    if (query.isError) {
      return <ErrorState message={t('lessonError')} onRetry={() => query.refetch()} retrying={query.isFetching} />;
    }
    if (!query.data) return <LoadingState label={t('loadingLesson')} />;
    return <LessonDetailView lesson={query.data} />;
  }

  return <Page>{body()}</Page>;
}
