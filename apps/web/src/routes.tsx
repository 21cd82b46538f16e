import { siteRoutes } from '@aula/contracts/site-paths';
import type { Feature } from '@aula/ui-kit/feature';
import type { Dispatch } from '@reduxjs/toolkit';
import { type RouteObject, redirect } from 'react-router';
import { features as allFeatures } from './features';
import { RootLayout, RootLoading } from './root-layout';
import { RouteError } from './route-error';

const relative = (path: string) => path.replace(/^\//, '');

// Every screen is its own chunk: a phone on a slow line downloads only the page it opens. The
// feature packages bring their own routes; this file only says where each list is mounted.
export interface RouteOptions {
  /** The store's dispatch: entering an ally's site takes up that ally's session before rendering. */
  dispatch: Dispatch;
  features?: Feature[];
}

export function createRoutes({ dispatch, features = allFeatures }: RouteOptions): RouteObject[] {
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
        {
          path: relative(siteRoutes.settings),
          lazy: async () => ({ Component: (await import('./routes/settings/settings-page')).SettingsPage }),
        },
        ...features.flatMap((feature) => feature.site ?? []),
        // Only the preview build (every brand) has the studio; other builds drop its chunk entirely.
        ...(__AULA_STUDIO__
          ? [
              {
                path: relative(siteRoutes.themeStudio),
                lazy: async () => ({
                  Component: (await import('./routes/theme-studio/theme-studio-page')).ThemeStudioPage,
                }),
              },
            ]
          : []),
        {
          path: ':country/:brand',
          lazy: async () => {
            const { BrandLayout, brandLoader } = await import('./routes/brand/brand-layout');
            return { Component: BrandLayout, loader: (args) => brandLoader(args, dispatch) };
          },
          children: [
            {
              index: true,
              lazy: async () => ({ Component: (await import('./routes/landing/landing-page')).LandingPage }),
            },
            ...features.flatMap((feature) => feature.ally ?? []),
            {
              // Pathless: the guard wraps every learner route, whatever its pattern.
              lazy: async () => ({ Component: (await import('./routes/seccion/require-session')).RequireSession }),
              children: features.flatMap((feature) => feature.learner ?? []),
            },
          ],
        },
        { path: '*', loader: () => redirect(siteRoutes.countrySelect) },
      ],
    },
  ];
}
