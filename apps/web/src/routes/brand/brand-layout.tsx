import { useAppSelector } from '@aula/api-client/hooks';
import { selectIsSignedIn } from '@aula/api-client/session';
import { BlogLink } from '@aula/blog/blog-link';
import type { Brand } from '@aula/brand/brand';
import { type AllySite, allyRoot, siteRoutes } from '@aula/contracts/site-paths';
import { LearnerBadge } from '@aula/profile/learner-badge';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { ContentLangProvider } from '@aula/ui-kit/content-lang';
import { CurrentBrandProvider } from '@aula/ui-kit/current-brand';
import { Footer } from '@aula/ui-kit/footer';
import { Header } from '@aula/ui-kit/header';
import { Link } from '@aula/ui-kit/link';
import { BOTTOM_BAR_HEIGHT, BOTTOM_BAR_QUERY } from '@aula/ui-kit/site-nav';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useMatches } from 'react-router';
import styled from 'styled-components';
import { useAllyBrand, useAllySuspended } from '../../ally-brand';
import { deployedBrand } from './deployed-brand';
import { LearnerNav } from './learner-nav';
import { SessionActions } from './session-actions';
import { useSignOutOnArrival } from './sign-out-on-arrival';
import { SuspendedSite } from './suspended-site';
import { useBrandDocument } from './use-brand-document';

export { brandLoader } from './brand-loader';

const FooterLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

// On phones the profile is a place of the bottom bar; the badge would say it twice.
const WideOnly = styled.div`
  @media ${BOTTOM_BAR_QUERY} {
    display: none;
  }
`;

// The footer stays at the bottom of the screen even under a short page.
const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

const Content = styled.div`
  flex: 1;
`;

// Keeps the end of the page (the footer's links) above the bottom bar.
const BarClearance = styled.div`
  @media ${BOTTOM_BAR_QUERY} {
    height: calc(${BOTTOM_BAR_HEIGHT} + env(safe-area-inset-bottom, 0px));
  }
`;

/** Whether the page is the ally team's console, which draws its own frame (routes.tsx, `consoleFrame`). */
function useConsoleFrame(): boolean {
  return useMatches().some((match) => (match.handle as { consoleFrame?: boolean } | undefined)?.consoleFrame);
}

function BrandFrame({ brand, site }: { brand: Brand; site: AllySite }) {
  const { t } = useTranslation('web');
  useBrandDocument(brand);
  useSignOutOnArrival(site);
  const signedIn = useAppSelector(selectIsSignedIn);
  const current = useMemo(() => deployedBrand(brand), [brand]);
  // Staff restore a suspended ally from its console, which stays open to them.
  const suspended = useAllySuspended(site.allyCode);
  if (useConsoleFrame()) {
    return (
      <CurrentBrandProvider brand={current}>
        <Outlet />
      </CurrentBrandProvider>
    );
  }
  return (
    <CurrentBrandProvider brand={current}>
      <ContentLangProvider lang={brand.config.locale.split('-')[0] ?? 'es'}>
        <Frame>
          <Header
            logoUrl={brand.logoUrl}
            brandName={brand.config.name}
            homeHref={allyRoot(site)}
            nav={signedIn && !suspended ? <LearnerNav site={site} features={brand.config.features} /> : undefined}
          >
            {!suspended && (
              <>
                <WideOnly>
                  <LearnerBadge site={site} />
                </WideOnly>
                <SessionActions site={site} />
              </>
            )}
          </Header>
          <Content>{suspended ? <SuspendedSite allyName={brand.config.name} /> : <Outlet />}</Content>
          <Footer logoUrl={brand.logoUrl} brandName={brand.config.name}>
            <p lang={brand.config.locale}>{brand.config.tagline}</p>
            <FooterLinks aria-label={brand.config.name}>
              {brand.config.features.blog && <BlogLink site={site} />}
              <Link to={siteRoutes.countrySelect}>{t('header.changeCountry')}</Link>
              <Link to={siteRoutes.settings}>{t('header.settings')}</Link>
            </FooterLinks>
          </Footer>
          {signedIn && <BarClearance />}
        </Frame>
      </ContentLangProvider>
    </CurrentBrandProvider>
  );
}

/** An ally's root (`ALLY_ROOT_PATTERN`): the ally's frame (header with its places, footer, document head) around its pages. */
export function BrandLayout() {
  const { country, allyCode } = useAllySite();
  const brand = useAllyBrand(allyCode);
  // The loader already sends unknown brands away; this only guards a render without it.
  if (!brand) return <Navigate to={siteRoutes.countrySelect} replace />;
  return <BrandFrame brand={brand} site={{ country, allyCode: brand.config.allyCode }} />;
}
