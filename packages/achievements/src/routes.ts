import { allyRoutes } from '@aula/contracts/site-paths';
import type { Feature } from '@aula/ui-kit/feature';
import type { PrefetchHandle } from '@aula/ui-kit/prefetch';
import { loadAchievementScreen, loadAchievementsScreen, loadWebinarScreen } from './chunks';

/** `handle.prefetch`: the chunk of the screen a learner most likely opens next from this one. */
const next = (prefetch: PrefetchHandle['prefetch']): PrefetchHandle => ({ prefetch });

/** Achievements, their prizes (webinars, the business report, gifts) and the webinar room; each a chunk. */
export const achievementsFeature: Feature = {
  messages: {
    namespace: 'achievements',
    es: () => import('./messages-es').then((words) => words.es),
    en: () => import('./messages-en').then((words) => words.en),
  },
  learner: [
    {
      path: allyRoutes.achievements,
      handle: next(loadAchievementScreen),
      lazy: async () => ({ Component: (await loadAchievementsScreen()).AchievementsScreen }),
    },
    {
      path: allyRoutes.achievement,
      handle: next(loadWebinarScreen),
      lazy: async () => ({ Component: (await loadAchievementScreen()).AchievementScreen }),
    },
    { path: allyRoutes.webinar, lazy: async () => ({ Component: (await loadWebinarScreen()).WebinarScreen }) },
  ],
};
