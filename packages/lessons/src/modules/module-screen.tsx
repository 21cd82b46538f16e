import { describeApiError } from '@aula/api-client/errors';
import { useGetModuleIntroductionQuery } from '@aula/api-client/lessons';
import { useGetModuleLessonsQuery, useGetModuleQuery } from '@aula/api-client/modules';
import { routeId } from '@aula/contracts/route-params';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { CoverImage } from '@aula/ui-kit/cover-image';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { ErrorState } from '@aula/ui-kit/error-state';
import { Layers } from '@aula/ui-kit/icons';
import { ButtonLink, Link } from '@aula/ui-kit/link';
import { Page } from '@aula/ui-kit/page';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useRoutePrefetch } from '@aula/ui-kit/prefetch';
import { ProgressBar } from '@aula/ui-kit/progress-bar';
import { useSavedOffline } from '@aula/ui-kit/saved-offline';
import { Skeleton } from '@aula/ui-kit/skeleton';
import { VisuallyHidden } from '@aula/ui-kit/visually-hidden';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { ModuleList, useModulesNotSaved } from '../shared/module-list';
import { NotSavedHere } from '../shared/not-saved-here';
import { failedForWantOfConnection } from '../shared/offline-reach';
import { RichText } from '../shared/rich-text';
import { ModuleChatLink } from './module-chat-link';
import { ModuleLessons } from './module-lessons';

// The module's cover as a short band: it says which module this is without pushing the lessons down.
const CoverBand = styled.div`
  overflow: hidden;
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};

  & > * {
    aspect-ratio: 16 / 5;
    object-fit: cover;
  }

  @media (min-width: 48rem) {
    & > * {
      aspect-ratio: 16 / 4;
    }
  }
`;
const Section = styled.section`
  margin-block: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-block: ${({ theme }) => theme.space.md};
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

function ModuleSkeleton({ label }: { label: string }) {
  return (
    <Stack role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton $height="2.5rem" $width="70%" />
      <Skeleton $height="4rem" />
      <Skeleton $height="12rem" />
    </Stack>
  );
}

/** `/:country/:allyCode/seccion/modulos/:moduleId`: the module's introduction and its lessons in order. */
export function ModuleScreen() {
  const { t } = useTranslation('lessons');
  const site = useAllySite();
  const content = useContentLang();
  const id = routeId(useParams().moduleId);
  const module = useGetModuleQuery(id ?? 0, { skip: id === undefined });
  const intro = useGetModuleIntroductionQuery(id ?? 0, { skip: id === undefined });
  const lessons = useGetModuleLessonsQuery(id ?? 0, { skip: id === undefined });
  const saved = useSavedOffline();
  const otherModulesNotSaved = useModulesNotSaved();
  usePageTitle(module.data?.title ?? t('modules.title'));
  useRoutePrefetch(module.isSuccess);
  const notFound = id === undefined || (module.isError && describeApiError(module.error).code === 'not_found');

  if (notFound) {
    return (
      <Page>
        <h1>{t('module.notFoundTitle')}</h1>
        <EmptyState
          message={t('module.notFound')}
          action={<Link to={allyPath(site, 'modules')}>{t('modules.seeAll')}</Link>}
        />
      </Page>
    );
  }
  if (module.isError && failedForWantOfConnection(saved, module.error)) {
    return (
      <Page>
        <NotSavedHere kind="module" />
      </Page>
    );
  }
  if (module.isError) {
    return (
      <Page>
        <ErrorState message={t('module.error')} onRetry={() => module.refetch()} retrying={module.isFetching} />
      </Page>
    );
  }
  if (!module.data) {
    return (
      <Page>
        <ModuleSkeleton label={t('module.loading')} />
      </Page>
    );
  }

  const percent = Math.round(module.data.progress);
  const ordered = lessons.data?.results ?? [];
  const nextUp = ordered.find((lesson) => (lesson.progress ?? 0) < 100);
  return (
    <Page>
      <CoverBand>
        <CoverImage src={module.data.cover_image_url} icon={Layers} priority />
      </CoverBand>
      <h1 {...content}>{module.data.title}</h1>
      {intro.data ? <RichText html={intro.data.body_html} /> : <p {...content}>{module.data.description}</p>}
      <p>{t('modules.progressValue', { percent })}</p>
      <ProgressBar value={percent} label={t('modules.progress')} />
      <Actions>
        {nextUp ? (
          <ButtonLink to={allyPath(site, 'lesson', { lessonId: nextUp.id })}>
            {percent === 0 && (nextUp.progress ?? 0) === 0
              ? t('module.start')
              : t('module.continue', { title: nextUp.title })}
          </ButtonLink>
        ) : (
          ordered.length > 0 && (
            <p>
              {t('module.finished')} <Link to={allyPath(site, 'achievements')}>{t('links.achievements')}</Link>
            </p>
          )
        )}
        {/* A module done has nothing left to take in the chat (it says so and offers the others). */}
        {percent < 100 && <ModuleChatLink chat={module.data.chat} />}
      </Actions>
      <Section aria-labelledby="module-lessons">
        <h2 id="module-lessons">{t('module.lessonsHeading')}</h2>
        <ModuleLessons query={lessons} />
      </Section>
      {!otherModulesNotSaved && (
        <Section aria-labelledby="other-modules">
          <h2 id="other-modules">{t('module.otherModules')}</h2>
          <ModuleList exclude={module.data.id} />
        </Section>
      )}
    </Page>
  );
}
