import { allyRoutes } from '@aula/contracts/site-paths';
import { type FeaturePages, lazyMessages } from '@aula/ui-kit/feature-pages';

/** The lessons package's words, and its pages, each a route module under pages/ (apps/web/app/routes.ts mounts them). */
export const lessonsPages: FeaturePages = {
  package: 'lessons',
  messages: lazyMessages(
    'lessons',
    () => import('./messages-es'),
    () => import('./messages-en'),
  ),
  learner: [
    { path: allyRoutes.seccion, file: 'pages/home.tsx' },
    { path: allyRoutes.modules, file: 'pages/modules.tsx' },
    { path: allyRoutes.module, file: 'pages/module.tsx' },
    { path: allyRoutes.lesson, file: 'pages/lesson.tsx' },
    { path: allyRoutes.favorites, file: 'pages/favorites.tsx' },
    { path: allyRoutes.saved, file: 'pages/saved.tsx' },
  ],
};
