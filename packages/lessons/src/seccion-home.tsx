import { useAppSelector } from '@aula/api-client/hooks';
import { selectSessionUser } from '@aula/api-client/session';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Page } from '@aula/ui-kit/page';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useRoutePrefetch } from '@aula/ui-kit/prefetch';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FavoritesFailed } from './favorites-failed';
import { FollowingSection } from './following-section';
import { MostViewedLessonsSection, NewLessonsSection, RecommendedSection } from './lesson-sections';
import { ModuleList, useModulesNotSaved } from './module-list';
import { SavedLessonsSection } from './saved-lessons-section';
import { useFavorites } from './use-favorites';

const Section = styled.section`
  margin-block: ${({ theme }) => theme.space.lg};
`;

/** `/:country/:allyCode/seccion`: the signed-in learner's start page. */
export function SeccionHome() {
  const { t } = useTranslation('lessons');
  const site = useAllySite();
  const user = useAppSelector(selectSessionUser);
  const favorites = useFavorites();
  const modulesHeading = useId();
  // Offline, a list never loaded on this phone leaves itself out: the offline line says why once.
  const modulesNotSaved = useModulesNotSaved();
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
      <FollowingSection {...scope} />
      <RecommendedSection {...scope} />
      {!modulesNotSaved && (
        <Section aria-labelledby={modulesHeading}>
          <h2 id={modulesHeading}>{t('modules.heading')}</h2>
          <ModuleList />
        </Section>
      )}
      <NewLessonsSection {...scope} />
      <MostViewedLessonsSection {...scope} />
    </Page>
  );
}
