import { useGetLessonPreviewQuery } from '@aula/api-client/lessons';
import { routeId } from '@aula/contracts/route-params';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { useCurrentBrand } from '@aula/ui-kit/current-brand';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { ButtonLink } from '@aula/ui-kit/link';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { Page } from '@aula/ui-kit/page';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { PublicLessonPreview } from './public-lesson-preview';

/**
 * `/:country/:allyCode/seccion/lecciones/:lessonId` for someone not signed in (a shared link): the
 * lesson's title, words and cover, and the way in, which comes back to this very address. A lesson
 * this site does not show (another ally's, a draft, a wrong id) is a not-found page.
 */
export function LessonPreviewScreen() {
  const { t } = useTranslation('lessons');
  const site = useAllySite();
  const brand = useCurrentBrand();
  const { pathname, search } = useLocation();
  const lessonId = routeId(useParams().lessonId);
  const query = useGetLessonPreviewQuery(
    { lessonId: lessonId ?? 0, country: site.country, ally_code: site.allyCode },
    { skip: lessonId === undefined },
  );
  const notFound = lessonId === undefined || query.data === null;
  usePageTitle(notFound ? t('notFoundTitle') : query.data?.title);
  const back = { redirect: `${pathname}${search}` };
  // Never outside an ally's frame on the site; a test or story without one still reads sensibly.
  const allyName = brand?.config.name ?? site.allyCode;

  return (
    <Page>
      {notFound ? (
        <>
          <h1>{t('notFoundTitle')}</h1>
          <EmptyState
            message={t('notFound')}
            action={
              <ButtonLink to={allyPath(site, 'landing')}>{t('preview.toLanding', { name: allyName })}</ButtonLink>
            }
          />
        </>
      ) : query.data ? (
        <PublicLessonPreview
          lesson={query.data}
          allyName={allyName}
          registerPath={allyPath(site, 'register', {}, back)}
          loginPath={allyPath(site, 'login', {}, back)}
        />
      ) : query.isError ? (
        <ErrorState message={t('lessonError')} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : (
        <LoadingState label={t('loadingLesson')} />
      )}
    </Page>
  );
}
