import { describeApiError } from '@aula/api-client/errors';
import { useAppSelector } from '@aula/api-client/hooks';
import { useGetLandingPageQuery } from '@aula/api-client/landing';
import { selectIsSignedIn } from '@aula/api-client/session';
import { type AllySite, allyPath } from '@aula/contracts/site-paths';
import { MostViewedLessonsSection, NewLessonsSection } from '@aula/lessons/lesson-sections';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { ErrorState } from '@aula/ui-kit/error-state';
import { Page } from '@aula/ui-kit/page';
import { usePageTitle } from '@aula/ui-kit/page-title';
import { Skeleton } from '@aula/ui-kit/skeleton';
import { titleText } from '@aula/ui-kit/type-scale';
import { VisuallyHidden } from '@aula/ui-kit/visually-hidden';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAllyBrand } from '../../ally-brand';
import { LandingCta } from './landing-cta';
import { type HeroContent, LandingHero } from './landing-hero';
import { LandingReviews } from './landing-reviews';
import { LandingSteps } from './landing-steps';
import { LandingWhatsApp } from './landing-whatsapp';

const Learn = styled.section`
  margin-block: ${({ theme }) => theme.space.xl};

  & > h2 {
    ${titleText}
  }

  & h3 {
    margin-top: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

// The hero's shape while the pitch loads: title lines, a paragraph, a button and the picture.
const HeroSkeleton = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.lg};

  @media (min-width: 48rem) {
    grid-template-columns: 1.1fr 1fr;
    gap: ${({ theme }) => theme.space.xl};
    padding-block: ${({ theme }) => theme.space.xl};
  }
`;

const SkeletonLines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const PictureSkeleton = styled(Skeleton)`
  height: auto;
  aspect-ratio: 4 / 3;
`;

const rail = { layout: 'rail', headingLevel: 3 } as const;

/**
 * A visitor's lesson card opens registration (someone without a session here is more likely new;
 * its "Ya tengo cuenta" keeps the way), which comes back to that lesson once they are in.
 */
const throughRegistration = (site: AllySite) => (lessonId: number) =>
  allyPath(site, 'register', {}, { redirect: allyPath(site, 'lesson', { lessonId }) });

/** An ally's root (`ALLY_ROOT_PATTERN`): the ally's landing: its pitch, how it works, its lessons, its learners' words. */
export function LandingPage() {
  const { t } = useTranslation('web');
  const shell = useTranslation('shell').t;
  const site = useAllySite();
  const { country, allyCode } = site;
  const brand = useAllyBrand(allyCode);
  const signedIn = useAppSelector(selectIsSignedIn);
  const landing = useGetLandingPageQuery(allyCode);
  const learnHeading = useId();
  usePageTitle(undefined);
  const missing = landing.isError && describeApiError(landing.error).code === 'not_found';
  // An ally without a landing page yet still greets visitors with its own name and tagline.
  const fallback: HeroContent | undefined = brand && {
    title: brand.config.name,
    subtitle: brand.config.tagline,
    body: '',
    call_to_action: shell('landing.register'),
    hero_image_url: null,
  };
  const start = signedIn ? allyPath(site, 'seccion') : allyPath(site, 'register');
  const lessons = signedIn ? rail : { ...rail, lessonHref: throughRegistration(site) };

  function hero() {
    const content = landing.data ?? (missing ? fallback : undefined);
    if (content) {
      return (
        <LandingHero
          content={content}
          seccionPath={allyPath(site, 'seccion')}
          {...(signedIn ? {} : { registerPath: allyPath(site, 'register'), loginPath: allyPath(site, 'login') })}
        />
      );
    }
    if (landing.isError) {
      return (
        <ErrorState message={t('landing.error')} onRetry={() => landing.refetch()} retrying={landing.isFetching} />
      );
    }
    return (
      <div role="status" aria-live="polite">
        <VisuallyHidden>{t('landing.loading')}</VisuallyHidden>
        <HeroSkeleton aria-hidden="true">
          <SkeletonLines>
            <Skeleton $height="2.4rem" $width="80%" />
            <Skeleton $height="1.4rem" $width="60%" />
            <Skeleton $height="4.5rem" />
            <Skeleton $height="2.75rem" $width="12rem" />
          </SkeletonLines>
          <PictureSkeleton />
        </HeroSkeleton>
      </div>
    );
  }

  return (
    <Page>
      {hero()}
      <LandingSteps steps={landing.data?.steps} />
      <Learn aria-labelledby={learnHeading}>
        <h2 id={learnHeading}>{shell('landing.learnTitle')}</h2>
        <NewLessonsSection country={country} allyCode={allyCode} presentation={lessons} />
        <MostViewedLessonsSection country={country} allyCode={allyCode} presentation={lessons} />
      </Learn>
      <LandingReviews own={landing.data?.reviews} />
      <LandingWhatsApp number={landing.data?.whatsapp_number} />
      <LandingCta to={start} label={signedIn ? shell('landing.continue') : shell('landing.register')} />
    </Page>
  );
}
