import { allyRoutes } from '@aula/contracts/site-paths';
import type { FeaturePages } from '@aula/ui-kit/feature-pages';

/** The lessons package's pages, each a route module under pages/ (apps/web/app/routes.ts mounts them). */
export const lessonsPages: FeaturePages = {
  package: 'lessons',
  learner: [
    { path: allyRoutes.seccion, file: 'pages/home.tsx' },
    { path: allyRoutes.modules, file: 'pages/modules.tsx' },
    { path: allyRoutes.module, file: 'pages/module.tsx' },
    { path: allyRoutes.lesson, file: 'pages/lesson.tsx' },
    { path: allyRoutes.favorites, file: 'pages/favorites.tsx' },
    { path: allyRoutes.saved, file: 'pages/saved.tsx' },
  ],
};
