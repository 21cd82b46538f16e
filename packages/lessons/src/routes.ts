import { allyRoutes } from '@aula/contracts/site-paths';
import type { Feature } from '@aula/ui-kit/feature';
import type { PrefetchHandle } from '@aula/ui-kit/prefetch';
import { loadFavoritesScreen, loadLessonScreen, loadModuleScreen, loadModulesScreen, loadSeccionHome } from './chunks';

/** `handle.prefetch`: the chunk of the screen a learner most likely opens next from this one. */
const next = (prefetch: PrefetchHandle['prefetch']): PrefetchHandle => ({ prefetch });

/** The learner's lesson screens; each is its own chunk. */
export const lessonsFeature: Feature = {
  messages: {
    namespace: 'lessons',
    es: () => import('./messages-es').then((words) => words.es),
    en: () => import('./messages-en').then((words) => words.en),
  },
  learner: [
    {
      path: allyRoutes.seccion,
      handle: next(loadLessonScreen),
      lazy: async () => ({ Component: (await loadSeccionHome()).SeccionHome }),
    },
    {
      path: allyRoutes.modules,
      handle: next(loadModuleScreen),
      lazy: async () => ({ Component: (await loadModulesScreen()).ModulesScreen }),
    },
    {
      path: allyRoutes.module,
      handle: next(loadLessonScreen),
      lazy: async () => ({ Component: (await loadModuleScreen()).ModuleScreen }),
    },
    {
      path: allyRoutes.lesson,
      // After a lesson: back to its module (the next lesson is this same chunk).
      handle: next(loadModuleScreen),
      lazy: async () => ({ Component: (await loadLessonScreen()).LessonScreen }),
    },
    {
      path: allyRoutes.favorites,
      handle: next(loadLessonScreen),
      lazy: async () => ({ Component: (await loadFavoritesScreen()).FavoritesScreen }),
    },
  ],
};
