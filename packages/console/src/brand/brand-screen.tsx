import { useGetConsoleBrandQuery } from '@aula/api-client/console-brand';
import { ErrorState } from '@aula/ui-kit/error-state';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import { ChangeHistory } from '../shell/change-history';
import { HistoryBlock, Intro, ScreenHeader } from '../shell/screen-layout';
import { useConsoleUser } from '../shell/use-console-user';
import { BrandForm } from './brand-form';

/**
 * `consola/marca`: the ally's brand (name, line, colours, completion thresholds), its publication
 * and its history. Editors read it; only admins save and publish (the API's rule, said on screen).
 */
export function BrandScreen() {
  const { t } = useTranslation('console', { keyPrefix: 'brand' });
  const brand = useGetConsoleBrandQuery();
  const { role } = useConsoleUser();
  const admin = role === 'ally_admin' || role === 'staff';
  usePageTitle(t('title'));

  function content() {
    if (brand.isLoading) return <LoadingState label={t('loading')} />;
    // A failed reload keeps the brand it had: the form, and what the team typed, stay.
    if (!brand.data) {
      return <ErrorState message={t('error')} onRetry={() => brand.refetch()} retrying={brand.isFetching} />;
    }
    return (
      <>
        <BrandForm brand={brand.data} readOnly={!admin} />
        <HistoryBlock>
          <ChangeHistory itemType="brand" itemId={brand.data.id} />
        </HistoryBlock>
      </>
    );
  }

  return (
    <>
      <ScreenHeader>
        <h1>{t('title')}</h1>
      </ScreenHeader>
      <Intro>{t('intro')}</Intro>
      {content()}
    </>
  );
}
