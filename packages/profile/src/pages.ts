import { allyRoutes } from '@aula/contracts/site-paths';
import type { FeaturePages } from '@aula/ui-kit/feature-pages';

/** The profile package's pages, each a route module under pages/ (apps/web/app/routes.ts mounts them). */
export const profilePages: FeaturePages = {
  package: 'profile',
  learner: [
    { path: allyRoutes.profile, file: 'pages/profile.tsx' },
    { path: allyRoutes.personalData, file: 'pages/personal-data.tsx' },
    { path: allyRoutes.businessData, file: 'pages/business-data.tsx' },
    { path: allyRoutes.businessSurvey, file: 'pages/business-survey.tsx' },
  ],
};
