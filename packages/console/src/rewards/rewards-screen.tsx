import { roleAllows } from '@aula/contracts/console';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { ButtonLink } from '@aula/ui-kit/link';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import { Intro, ScreenHeader } from '../shell/screen-layout';
import { useConsoleUser } from '../shell/use-console-user';
import { AchievementsSection } from './achievements-section';
import { WebinarsSection } from './webinars-section';

/** `consola/premios`: webinars with their codes, then the achievements that give the prizes. */
export function RewardsScreen() {
  const { t } = useTranslation('console');
  const site = useAllySite();
  const { role } = useConsoleUser();
  usePageTitle(t('rewards.title'));
  return (
    <>
      <ScreenHeader>
        <h1>{t('rewards.title')}</h1>
        {/* The certificates name learners: offered to admins only, as who earned an achievement is. */}
        {roleAllows(role, 'admin') && (
          <ButtonLink $variant="secondary" to={allyPath(site, 'consoleCertificates')}>
            {t('rewards.certificates.link')}
          </ButtonLink>
        )}
      </ScreenHeader>
      <Intro>{t('rewards.intro')}</Intro>
      <WebinarsSection />
      <AchievementsSection />
    </>
  );
}
