import { allyRoutes } from '@aula/contracts/site-paths';
import { type Feature, lazyMessages, screenRoute } from '@aula/ui-kit/feature';

/** The country's blog: public, each screen its own chunk (the post's carries the sanitiser). */
export const blogFeature: Feature = {
  messages: lazyMessages(
    'blog',
    () => import('./messages-es'),
    () => import('./messages-en'),
  ),
  ally: [
    screenRoute(allyRoutes.blog, () => import('./list/blog-list-screen').then((m) => m.BlogListScreen)),
    screenRoute(allyRoutes.blogPage, () => import('./list/blog-list-screen').then((m) => m.BlogListScreen)),
    screenRoute(allyRoutes.blogPost, () => import('./post/post-screen').then((m) => m.PostScreen)),
  ],
};
