import { useGetFavoriteLessonsQuery } from '@aula/api-client/lessons';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Heart } from '@aula/ui-kit/icons';
import { ButtonLink } from '@aula/ui-kit/link';
import { Page } from '@aula/ui-kit/page';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useRoutePrefetch } from '@aula/ui-kit/prefetch';
import { useTranslation } from 'react-i18next';
import { FavoritesFailed } from '../shared/favorites-failed';
import { LessonList } from '../shared/lesson-list';
import { NotSavedHere } from '../shared/not-saved-here';
import { useFavorites } from '../shared/use-favorites';

/** `/:country/:allyCode/seccion/favoritos`: the lessons the learner saved, hearts to take them out. */
export function FavoritesScreen() {
  const { t } = useTranslation('lessons');
  const site = useAllySite();
  const query = useGetFavoriteLessonsQuery();
  const favorites = useFavorites();
  usePageTitle(t('favorites.title'));
  useRoutePrefetch();
  return (
    <Page>
      <LessonList
        headingLevel={1}
        title={t('favorites.title')}
        query={query}
        country={site.country}
        allyCode={site.allyCode}
        favorites={favorites}
        whenNotSaved={<NotSavedHere kind="list" heading={false} />}
        emptyMessage={t('favorites.empty')}
        empty={{
          icon: Heart,
          title: t('favorites.emptyTitle'),
          action: <ButtonLink to={allyPath(site, 'modules')}>{t('favorites.browse')}</ButtonLink>,
        }}
      />
      {favorites.failed && <FavoritesFailed />}
    </Page>
  );
}
