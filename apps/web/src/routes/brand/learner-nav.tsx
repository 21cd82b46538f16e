import type { Brand } from '@aula/brand/brand';
import { type AllySite, allyPath } from '@aula/contracts/site-paths';
import { BookOpen, Heart, House, Trophy, UserRound } from '@aula/ui-kit/icons';
import { type NavPlace, SiteNav } from '@aula/ui-kit/site-nav';
import { useTranslation } from 'react-i18next';

type Features = Brand['config']['features'];

/** The learner's places, in thumb order; a place whose feature the brand switched off is left out. */
export function learnerPlaces(site: AllySite, features: Features, label: (key: string) => string): NavPlace[] {
  const places: (NavPlace | false)[] = [
    { to: allyPath(site, 'seccion'), label: label('home'), icon: House, end: true },
    { to: allyPath(site, 'modules'), label: label('modules'), icon: BookOpen },
    { to: allyPath(site, 'favorites'), label: label('favorites'), icon: Heart },
    features.achievements && { to: allyPath(site, 'achievements'), label: label('achievements'), icon: Trophy },
    { to: allyPath(site, 'profile'), label: label('profile'), icon: UserRound },
  ];
  return places.filter((place): place is NavPlace => place !== false);
}

/** The signed-in learner's navigation: a bottom bar on phones, a row in the header on wider screens. */
export function LearnerNav({ site, features }: { site: AllySite; features: Features }) {
  const { t } = useTranslation('shell');
  return <SiteNav label={t('nav.label')} places={learnerPlaces(site, features, (key) => t(`nav.${key}`))} />;
}
