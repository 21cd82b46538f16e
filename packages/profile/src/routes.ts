import { allyRoutes } from '@aula/contracts/site-paths';
import type { Feature } from '@aula/ui-kit/feature';

/**
 * The learner's profile screens (signed in only); each is its own chunk, which also carries the
 * contract schemas (zod) its form validates with, so nothing of it weighs on the first page.
 */
export const profileFeature: Feature = {
  messages: {
    namespace: 'profile',
    es: () => import('./messages-es').then((words) => words.es),
    en: () => import('./messages-en').then((words) => words.en),
  },
  learner: [
    {
      path: allyRoutes.profile,
      lazy: async () => ({ Component: (await import('./profile-home')).ProfileHome }),
    },
    {
      path: allyRoutes.personalData,
      lazy: async () => ({ Component: (await import('./personal/personal-data-screen')).PersonalDataScreen }),
    },
    {
      path: allyRoutes.businessData,
      lazy: async () => ({ Component: (await import('./business/business-data-screen')).BusinessDataScreen }),
    },
    {
      path: allyRoutes.businessSurvey,
      lazy: async () => ({ Component: (await import('./survey/survey-screen')).SurveyScreen }),
    },
  ],
};
