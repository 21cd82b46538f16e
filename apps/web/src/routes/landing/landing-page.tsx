import { describeApiError } from '@aula/api-client/errors';
import { useGetLandingPageQuery } from '@aula/api-client/landing';
import { seccionPath } from '@aula/lessons/lesson-paths';
import { MostViewedLessonsSection, NewLessonsSection } from '@aula/lessons/lesson-sections';
import { ErrorState } from '@aula/ui-kit/error-state';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { Page } from '@aula/ui-kit/page';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { findBrand } from '../../brands';
import { type HeroContent, LandingHero } from './landing-hero';

/** `/:country/:brand`: the ally's landing page from the API, then its new and most viewed lessons. */
export function LandingPage() {
  const { t } = useTranslation('web');
  const { country = '', brand: allyCode = '' } = useParams();
  const brand = findBrand(allyCode);
  const landing = useGetLandingPageQuery(allyCode);
  const missing = landing.isError && describeApiError(landing.error).code === 'not_found';
  // An ally without a landing page yet still greets visitors with its own name and tagline.
  const fallback: HeroContent | undefined = brand && {
    title: brand.config.name,
    subtitle: brand.config.tagline,
    body: '',
    call_to_action: t('header.signIn'),
    hero_image_url: null,
  };

  function hero() {
    const content = landing.data ?? (missing ? fallback : undefined);
    if (content) return <LandingHero content={content} seccionPath={seccionPath(country, allyCode)} />;
    if (landing.isError) {
      return (
        <ErrorState message={t('landing.error')} onRetry={() => landing.refetch()} retrying={landing.isFetching} />
      );
    }
    return <LoadingState label={t('landing.loading')} />;
  }

  return (
    <Page>
      {hero()}
      <NewLessonsSection country={country} allyCode={allyCode} />
      <MostViewedLessonsSection country={country} allyCode={allyCode} />
    </Page>
  );
}
