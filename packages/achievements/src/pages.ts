import { allyRoutes } from '@aula/contracts/site-paths';
import type { FeaturePages } from '@aula/ui-kit/feature-pages';

/** The achievements package's pages, each a route module under pages/ (apps/web/app/routes.ts mounts them). */
export const achievementsPages: FeaturePages = {
  package: 'achievements',
  learner: [
    { path: allyRoutes.achievements, file: 'pages/achievements.tsx' },
    { path: allyRoutes.achievement, file: 'pages/achievement.tsx' },
    { path: allyRoutes.webinar, file: 'pages/webinar.tsx' },
  ],
};
