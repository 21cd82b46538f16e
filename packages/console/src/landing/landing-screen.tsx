import { useGetConsoleLandingQuery } from '@aula/api-client/console-landing';
import { ErrorState } from '@aula/ui-kit/error-state';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { useTranslation } from 'react-i18next';
import { ChangeHistory } from '../shell/change-history';
import { HistoryBlock, Intro, ScreenHeader } from '../shell/screen-layout';
import { LandingForm } from './landing-form';

/** `consola/portada`: the ally's landing (hero, steps, reviews) and its history. */
export function LandingScreen() {
  const { t } = useTranslation('console');
  const landing = useGetConsoleLandingQuery();
  usePageTitle(t('landing.title'));

  function content() {
    if (landing.isLoading) return <LoadingState label={t('landing.loading')} />;
    if (landing.isError || !landing.data) {
      return (
        <ErrorState message={t('landing.error')} onRetry={() => landing.refetch()} retrying={landing.isFetching} />
      );
    }
    return (
      <>
        <LandingForm landing={landing.data} />
        {landing.data.id > 0 && (
          <HistoryBlock>
            <ChangeHistory itemType="landing" itemId={landing.data.id} />
          </HistoryBlock>
        )}
      </>
    );
  }

  return (
    <>
      <ScreenHeader>
        <h1>{t('landing.title')}</h1>
      </ScreenHeader>
      <Intro>{t('landing.intro')}</Intro>
      {content()}
    </>
  );
}
