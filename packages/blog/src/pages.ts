import { allyRoutes } from '@aula/contracts/site-paths';
import { type FeaturePages, lazyMessages } from '@aula/ui-kit/feature-pages';

/** The blog package's words, and its pages, each a route module under pages/ (apps/web/app/routes.ts mounts them). */
export const blogPages: FeaturePages = {
  package: 'blog',
  messages: lazyMessages(
    'blog',
    () => import('./messages-es'),
    () => import('./messages-en'),
  ),
  ally: [
    { path: allyRoutes.blog, file: 'pages/blog-list.tsx' },
    { path: allyRoutes.blogPage, file: 'pages/blog-list.tsx', id: 'blog-page' },
    { path: allyRoutes.blogPost, file: 'pages/post.tsx' },
  ],
};
