import { allyRoutes } from '@aula/contracts/site-paths';
import type { FeaturePages } from '@aula/ui-kit/feature-pages';

/** The blog package's pages, each a route module under pages/ (apps/web/app/routes.ts mounts them). */
export const blogPages: FeaturePages = {
  package: 'blog',
  ally: [
    { path: allyRoutes.blog, file: 'pages/blog-list.tsx' },
    { path: allyRoutes.blogPage, file: 'pages/blog-list.tsx', id: 'blog-page' },
    { path: allyRoutes.blogPost, file: 'pages/post.tsx' },
  ],
};
