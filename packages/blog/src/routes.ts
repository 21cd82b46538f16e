import { allyRoutes } from '@aula/contracts/site-paths';
import type { Feature } from '@aula/ui-kit/feature';
import { blogMessages } from './messages';

/** The country's blog: public, each screen its own chunk (the post's carries the sanitiser). */
export const blogFeature: Feature = {
  messages: blogMessages,
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
