import type { AppDispatch } from '@aula/api-client/store';
import { ALLY_ROOT_PATTERN, allyRoutes, siteRoutes } from '@aula/contracts/site-paths';
import type { Feature } from '@aula/ui-kit/feature';
import { type RouteObject, redirect } from 'react-router';
import { features as allFeatures } from './features';
import { RootLayout, RootLoading } from './root-layout';
import { RouteError, ScreenError } from './route-error';

const relative = (path: string) => path.replace(/^\//, '');

// Every screen is its own chunk: a phone on a slow line downloads only the page it opens. The
// feature packages bring their own routes; this file only says where each list is mounted.
export interface RouteOptions {
  /** The store's dispatch: entering an ally's site takes up that ally's session before rendering. */
  dispatch: AppDispatch;
  features?: Feature[];
  /**
   * Fetches the words of these namespaces in the current language: a screen's route loads them
   * beside its code, so it never draws before its words. Not given where every word is in
   * memory already (the server renderer, tests).
   */
  loadMessages?: (namespaces: string[]) => Promise<unknown>;
}

/** `route` with its lazy part also waiting for the words of `namespaces`. */
function withMessages(
  route: RouteObject,
  namespaces: string[],
  loadMessages: RouteOptions['loadMessages'],
): RouteObject {
  const { lazy } = route;
  if (!loadMessages || typeof lazy !== 'function') return route;
  return { ...route, lazy: async () => (await Promise.all([lazy(), loadMessages(namespaces)]))[0] } as RouteObject;
}

/** A feature's routes, each (children too) waiting for the feature's words. */
function featureRoutes(
  routes: RouteObject[] = [],
  feature: Feature,
  loadMessages: RouteOptions['loadMessages'],
): RouteObject[] {
  return routes.map((route) =>
    withMessages(
      route.children
        ? ({ ...route, children: featureRoutes(route.children, feature, loadMessages) } as RouteObject)
        : route,
      [feature.messages.namespace],
      loadMessages,
    ),
  );
}

export function createRoutes({ dispatch, features = allFeatures, loadMessages }: RouteOptions): RouteObject[] {
  const mounted = (place: 'ally' | 'learner' | 'team' | 'site') =>
    features.flatMap((feature) => featureRoutes(feature[place], feature, loadMessages));
  // The app's own screens show parts of feature packages (a lesson list, the learner's badge):
  // those packages' words come with them.
  const showing = (namespaces: string[], route: RouteObject) => withMessages(route, namespaces, loadMessages);
  return [
    {
      Component: RootLayout,
      HydrateFallback: RootLoading,
      ErrorBoundary: RouteError,
      children: [
        {
          index: true,
          lazy: async () => ({
            Component: (await import('./routes/country-select/country-select-page')).CountrySelectPage,
          }),
        },
        showing(['profile'], {
          path: relative(siteRoutes.settings),
          lazy: async () => ({ Component: (await import('./routes/settings/settings-page')).SettingsPage }),
        }),
        ...mounted('site'),
        // Only the preview build (every brand) has the studio; other builds drop its chunk entirely.
        ...(__AULA_STUDIO__
          ? [
              showing(
                features.map((feature) => feature.messages.namespace),
                {
                  path: relative(siteRoutes.themeStudio),
                  lazy: async () => ({
                    Component: (await import('./routes/theme-studio/theme-studio-page')).ThemeStudioPage,
                  }),
                },
              ),
            ]
          : []),
        showing(['profile', 'blog'], {
          path: relative(ALLY_ROOT_PATTERN),
          lazy: async () => {
            const { BrandLayout, brandLoader } = await import('./routes/brand/brand-layout');
            return { Component: BrandLayout, loader: (args) => brandLoader(args, dispatch) };
          },
          children: [
            showing(['lessons'], {
              index: true,
              lazy: async () => ({ Component: (await import('./routes/landing/landing-page')).LandingPage }),
            }),
            ...mounted('ally'),
            // The ally's terms and privacy notice, written from its brand.json (linked at registration).
            showing(['legal'], {
              path: allyRoutes.terms,
              lazy: async () => ({ Component: (await import('./routes/legal/legal-page')).TermsPage }),
            }),
            showing(['legal'], {
              path: allyRoutes.privacy,
              lazy: async () => ({ Component: (await import('./routes/legal/legal-page')).PrivacyPage }),
            }),
            {
              // Pathless: the guard wraps every learner route, whatever its pattern. A screen that
              // cannot open is said inside the ally's frame (offline: leading to what the phone keeps).
              ErrorBoundary: ScreenError,
              lazy: async () => ({ Component: (await import('./routes/seccion/require-session')).RequireSession }),
              children: mounted('learner'),
            },
            // The ally team's console: pathless too; its frame is the console's own (`consoleFrame`).
            showing(['console'], {
              handle: { consoleFrame: true },
              lazy: async () => ({ Component: (await import('./routes/console/require-team')).RequireTeam }),
              children: mounted('team'),
            }),
          ],
        }),
        { path: '*', loader: () => redirect(siteRoutes.countrySelect) },
      ],
    },
  ];
}
