import { type RouteObject, redirect } from 'react-router';
import { RootLayout, RootLoading } from './root-layout';
import { RouteError } from './route-error';

// Every screen is its own chunk: a phone on a slow line downloads only the page it opens.
export function createRoutes(): RouteObject[] {
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
          path: 'settings',
          lazy: async () => ({ Component: (await import('./routes/settings/settings-page')).SettingsPage }),
        },
        {
          path: ':country/:brand',
          lazy: async () => {
            const { BrandLayout, brandLoader } = await import('./routes/brand/brand-layout');
            return { Component: BrandLayout, loader: brandLoader };
          },
          children: [
            {
              index: true,
              lazy: async () => ({ Component: (await import('./routes/landing/landing-page')).LandingPage }),
            },
            {
              path: 'login',
              lazy: async () => ({ Component: (await import('@aula/auth/login-screen')).LoginScreen }),
            },
            {
              path: 'seccion',
              lazy: async () => ({ Component: (await import('./routes/seccion/require-session')).RequireSession }),
              children: [
                {
                  index: true,
                  lazy: async () => ({ Component: (await import('@aula/lessons/seccion-home')).SeccionHome }),
                },
                {
                  path: 'lecciones/:lessonId',
                  lazy: async () => ({ Component: (await import('@aula/lessons/lesson-screen')).LessonScreen }),
                },
              ],
            },
          ],
        },
        { path: '*', loader: () => redirect('/') },
      ],
    },
  ];
}
