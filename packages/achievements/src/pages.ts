import { allyRoutes } from '@aula/contracts/site-paths';
import { type FeaturePages, lazyMessages } from '@aula/ui-kit/feature-pages';

/** The achievements package's words, and its pages, each a route module under pages/ (apps/web/app/routes.ts mounts them). */
export const achievementsPages: FeaturePages = {
  package: 'achievements',
  messages: lazyMessages(
    'achievements',
    () => import('./messages-es'),
    () => import('./messages-en'),
  ),
  learner: [
    { path: allyRoutes.achievements, file: 'pages/achievements.tsx' },
    { path: allyRoutes.achievement, file: 'pages/achievement.tsx' },
    { path: allyRoutes.webinar, file: 'pages/webinar.tsx' },
  ],
};
