import { allyRoutes } from '@aula/contracts/site-paths';
import type { Feature } from '@aula/ui-kit/feature';

/** The country's blog: public, each screen its own chunk (the post's carries the sanitiser). */
export const blogFeature: Feature = {
  messages: {
    namespace: 'blog',
    es: () => import('./messages-es').then((words) => words.es),
    en: () => import('./messages-en').then((words) => words.en),
  },
  ally: [
    {
      path: allyRoutes.blog,
      lazy: async () => ({ Component: (await import('./blog-list-screen')).BlogListScreen }),
    },
    {
      path: allyRoutes.blogPage,
      lazy: async () => ({ Component: (await import('./blog-list-screen')).BlogListScreen }),
    },
    {
      path: allyRoutes.blogPost,
      lazy: async () => ({ Component: (await import('./post-screen')).PostScreen }),
    },
  ],
};
