import type { AppStore } from '@aula/api-client/store';
import type { Brand } from '@aula/brand/brand';
import { type ColorMode, resolveTheme } from '@aula/brand/theme';
import { ALLY_ROOT_PATTERN, type AllySite, allyPath, allyRoot, allyRoutes } from '@aula/contracts/site-paths';
import { MostViewedLessonsSection, NewLessonsSection } from '@aula/lessons/lesson-sections';
import { AlertProvider } from '@aula/ui-kit/alert-provider';
import { AlertViewport } from '@aula/ui-kit/alerts';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { ContentLangProvider } from '@aula/ui-kit/content-lang';
import { CurrentBrandProvider, useCurrentBrand } from '@aula/ui-kit/current-brand';
import { EmptyState } from '@aula/ui-kit/empty-state';
import { Footer } from '@aula/ui-kit/footer';
import { globalRules } from '@aula/ui-kit/global-style';
import { Header } from '@aula/ui-kit/header';
import { I18nProvider } from '@aula/ui-kit/i18n-provider';
import { LoadingState } from '@aula/ui-kit/loading-state';
import { Page } from '@aula/ui-kit/page';
import type { i18n as I18n } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { features } from '../../features';
import { SessionActions } from '../brand/session-actions';
import { LandingHero } from '../landing/landing-hero';
import { SAMPLE_LESSON_ID } from './sample-lesson';

export const SCREENS = ['landing', 'lesson', 'signIn'] as const;

/**
 * The page defaults of each preview's document, one global style per frame: styled-components
 * writes every instance of one global style into each document that mounts it, so sharing the
 * site's GlobalStyle would dress the light frame in the dark one's colours (and the studio in both).
 */
const PreviewGlobalStyle: Record<ColorMode, ReturnType<typeof createGlobalStyle>> = {
  light: createGlobalStyle`${globalRules}`,
  dark: createGlobalStyle`${globalRules}`,
};
export type StudioScreen = (typeof SCREENS)[number];

/** Where each screen starts, for the brand being edited. */
export function screenPath(screen: StudioScreen, site: AllySite): string {
  if (screen === 'lesson') return allyPath(site, 'lesson', { lessonId: SAMPLE_LESSON_ID });
  return allyPath(site, screen === 'signIn' ? 'login' : 'landing');
}

/** A feature's own route for a pattern, loaded the way the app loads it (its lazy chunk). */
function featureRoute(pattern: string): RouteObject {
  const route = features
    .flatMap((feature) => [...(feature.ally ?? []), ...(feature.learner ?? [])])
    .find((candidate) => candidate.path === pattern);
  if (!route) throw new Error(`the theme studio found no feature screen at "${pattern}"`);
  return route;
}

function useEditedBrand(): Brand {
  const brand = useCurrentBrand();
  if (!brand) throw new Error('a studio preview needs the brand being edited');
  return brand;
}

/** The ally's frame as its site draws it: header with the session action, page, footer. */
function PreviewLayout() {
  const brand = useEditedBrand();
  const country = useAllySite().country || brand.config.defaultCountry;
  const site = { country, allyCode: brand.config.allyCode };
  return (
    <>
      <Header logoUrl={brand.logoUrl} brandName={brand.config.name} homeHref={allyRoot(site)}>
        <SessionActions site={site} />
      </Header>
      <Outlet />
      <Footer logoUrl={brand.logoUrl} brandName={brand.config.name}>
        <p lang={brand.config.locale}>{brand.config.tagline}</p>
      </Footer>
    </>
  );
}

/** The landing with the words being edited (the landing copy itself comes from the API, not the brand). */
function PreviewLanding() {
  const { t } = useTranslation('web');
  const brand = useEditedBrand();
  const country = useAllySite().country || brand.config.defaultCountry;
  const site = { country, allyCode: brand.config.allyCode };
  const { name, tagline } = brand.config;
  return (
    <Page>
      <LandingHero
        content={{ title: name, subtitle: tagline, body: '', call_to_action: t('header.signIn'), hero_image_url: null }}
        seccionPath={allyPath(site, 'seccion')}
      />
      <NewLessonsSection country={country} allyCode={site.allyCode} />
      <MostViewedLessonsSection country={country} allyCode={site.allyCode} />
    </Page>
  );
}

/** A link the preview does not follow (registration, the blog): said, not a blank frame. */
function NotInPreview() {
  const { t } = useTranslation('studio');
  return (
    <Page>
      <EmptyState message={t('notInPreview')} />
    </Page>
  );
}

const routes: RouteObject[] = [
  {
    path: ALLY_ROOT_PATTERN,
    Component: PreviewLayout,
    HydrateFallback: () => <LoadingState />,
    children: [
      { index: true, Component: PreviewLanding },
      featureRoute(allyRoutes.login),
      featureRoute(allyRoutes.lesson),
      { path: '*', Component: NotInPreview },
    ],
  },
  { path: '*', Component: NotInPreview },
];

export interface PreviewScreenProps {
  brand: Brand;
  mode: ColorMode;
  screen: StudioScreen;
  store: AppStore;
  i18n: I18n;
}

/**
 * One real screen of the brand being edited, in one mode: the ally's header and footer around the
 * landing, the sign-in screen or the lesson player (sample lesson), all the product's own
 * components in a router of their own. Requests go to the running API (or Storybook's msw); the
 * lesson comes from sample data.
 */
export function PreviewScreen({ brand, mode, screen, store, i18n }: PreviewScreenProps) {
  const theme = useMemo(() => resolveTheme(brand.theme, mode), [brand.theme, mode]);
  const GlobalStyle = PreviewGlobalStyle[mode];
  const start = screenPath(screen, { country: brand.config.defaultCountry, allyCode: brand.config.allyCode });
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [start] }));
  useEffect(() => () => router.dispose(), [router]);
  // Another screen or brand chosen in the studio: the preview goes there.
  useEffect(() => {
    if (router.state.location.pathname !== start) void router.navigate(start, { replace: true });
  }, [router, start]);
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <AlertProvider>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <CurrentBrandProvider brand={brand}>
              <ContentLangProvider lang={brand.config.locale}>
                <RouterProvider router={router} />
                <AlertViewport />
              </ContentLangProvider>
            </CurrentBrandProvider>
          </ThemeProvider>
        </AlertProvider>
      </I18nProvider>
    </Provider>
  );
}
