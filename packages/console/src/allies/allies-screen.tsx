import { useGetAlliesQuery } from '@aula/api-client/console-allies';
import { describeApiError } from '@aula/api-client/errors';
import { ErrorState } from '@aula/ui-kit/error-state';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import { PlaceIntro, PlaceSection, PlaceTitle } from '../shell/screen-layout';
import { AllyList } from './ally-list';
import { NewAllyForm } from './new-ally-form';

/**
 * The platform's allies (`consola/aliados`, staff only): create one, suspend or restore one, set its
 * own WhatsApp number.
 */
export function AlliesScreen() {
  const { t } = useTranslation('console', { keyPrefix: 'allies' });
  usePageTitle(t('title'));
  const { data, error, isLoading, isFetching, refetch } = useGetAlliesQuery();
  const forbidden = error !== undefined && describeApiError(error).status === 403;
  return (
    <>
      <PlaceTitle>{t('title')}</PlaceTitle>
      <PlaceIntro>{t('intro')}</PlaceIntro>
      {isLoading ? (
        <LoadingState />
      ) : forbidden ? (
        <p>{t('staffOnly')}</p>
      ) : error || !data ? (
        <ErrorState message={t('loadError')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <PlaceSection aria-labelledby="allies-create">
            <h2 id="allies-create">{t('create.title')}</h2>
            <NewAllyForm />
          </PlaceSection>
          <PlaceSection aria-labelledby="allies-list">
            <h2 id="allies-list">{t('list.title')}</h2>
            <AllyList allies={data.allies} />
          </PlaceSection>
        </>
      )}
    </>
  );
}
