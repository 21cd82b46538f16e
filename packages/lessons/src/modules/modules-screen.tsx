import { useAppSelector } from '@aula/api-client/hooks';
import { selectSessionUser } from '@aula/api-client/session';
import { Page } from '@aula/ui-kit/page';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useRoutePrefetch } from '@aula/ui-kit/prefetch';
import { useTranslation } from 'react-i18next';
import { ModuleList } from '../shared/module-list';
import { StaffModules } from './staff-modules';

/** `/:country/:allyCode/seccion/modulos`: the learner's modules with their progress; staff also see every ally's. */
export function ModulesScreen() {
  const { t } = useTranslation('lessons');
  usePageTitle(t('modules.title'));
  useRoutePrefetch();
  const staff = useAppSelector(selectSessionUser)?.access === 'staff';
  return (
    <Page>
      <h1>{t('modules.heading')}</h1>
      <p>{t('modules.intro')}</p>
      {/* On a phone the first cover is the page's largest paint. */}
      <ModuleList titleLevel={2} priorityCovers={1} />
      {staff && <StaffModules />}
    </Page>
  );
}
