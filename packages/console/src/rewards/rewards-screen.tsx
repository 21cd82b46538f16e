import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import { Intro, ScreenHeader } from '../shell/screen-layout';
import { AchievementsSection } from './achievements-section';
import { WebinarsSection } from './webinars-section';

/** `consola/premios`: webinars with their codes, then the achievements that give the prizes. */
export function RewardsScreen() {
  const { t } = useTranslation('console');
  usePageTitle(t('rewards.title'));
  return (
    <>
      <ScreenHeader>
        <h1>{t('rewards.title')}</h1>
      </ScreenHeader>
      <Intro>{t('rewards.intro')}</Intro>
      <WebinarsSection />
      <AchievementsSection />
    </>
  );
}
