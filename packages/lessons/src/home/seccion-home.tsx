import { useAppSelector } from '@aula/api-client/hooks';
import { useGetFollowingLessonsQuery, useGetRecommendedLessonsQuery } from '@aula/api-client/lessons';
import { useGetModulesQuery } from '@aula/api-client/modules';
import { selectSessionUser } from '@aula/api-client/session';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Page } from '@aula/ui-kit/page';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useRoutePrefetch } from '@aula/ui-kit/prefetch';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FavoritesFailed } from '../shared/favorites-failed';
import { Placeholders } from '../shared/lesson-list';
import { ModuleList, useModulesNotSaved } from '../shared/module-list';
import { useFavorites } from '../shared/use-favorites';
import { FollowingSection } from './following-section';
import { MostViewedLessonsSection, NewLessonsSection, RecommendedSection } from './lesson-sections';
import { SavedLessonsSection } from './saved-lessons-section';

const Section = styled.section`
  margin-block: ${({ theme }) => theme.space.lg};
`;

/**
 * Whether the answers the top of home is drawn from (continue, recommended, modules) are in. Until
 * then one placeholder stands for all the lists, and they are shown together: drawn one by one,
 * each list that arrived pushed the others down the screen (issue 26: a layout shift of 0.166).
 */
function useFirstScreenSettled(): boolean {
  const following = useGetFollowingLessonsQuery();
  const recommended = useGetRecommendedLessonsQuery();
  const modules = useGetModulesQuery();
  return !following.isLoading && !recommended.isLoading && !modules.isLoading;
}

/** `/:country/:allyCode/seccion`: the signed-in learner's start page. */
export function SeccionHome() {
  const { t } = useTranslation('lessons');
  const site = useAllySite();
  const user = useAppSelector(selectSessionUser);
  const favorites = useFavorites();
  const modulesHeading = useId();
  // Offline, a list never loaded on this phone leaves itself out: the offline line says why once.
  const modulesNotSaved = useModulesNotSaved();
  const settled = useFirstScreenSettled();
  usePageTitle(t('myLessons'));
  // From here a learner most often opens a lesson (continue, a recommendation).
  useRoutePrefetch();
  const scope = { country: site.country, allyCode: site.allyCode, favorites };
  return (
    <Page>
      <h1>{t('myLessons')}</h1>
      <p>{user ? t('greeting', { name: user.name.split(' ')[0] }) : t('greetingAnonymous')}</p>
      {favorites.failed && <FavoritesFailed />}
      <SavedLessonsSection />
      {/* At least a screen tall while the lists load: what follows the page (its footer) stays below
          the fold, so the lists (more than a screen) do not push a visible footer away as they come. */}
      {!settled && (
        <div style={{ minHeight: '100dvh' }}>
          <Placeholders label={t('loadingLessons')} />
        </div>
      )}
      {/* Mounted from the start, hidden until then: a list remounted after a failed answer would ask again. */}
      <div hidden={!settled}>
        <FollowingSection {...scope} />
        <RecommendedSection {...scope} />
        {!modulesNotSaved && (
          <Section aria-labelledby={modulesHeading}>
            <h2 id={modulesHeading}>{t('modules.heading')}</h2>
            {/* On a phone the first module's cover is the page's largest paint. */}
            <ModuleList priorityCovers={1} />
          </Section>
        )}
        <NewLessonsSection {...scope} />
        <MostViewedLessonsSection {...scope} />
      </div>
    </Page>
  );
}
