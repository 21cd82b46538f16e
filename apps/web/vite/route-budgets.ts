// The JavaScript each route makes a phone download and run before it is alive (React Router's
// framework build hydrates a page at once), brotli-compressed as served (gzip is reported beside
// it). The build fails when a route passes its budget: raise one only with a reason in the commit,
// and prefer loading the new code on demand. The stack alone is most of it (brotli: react-dom
// ~55 KB, react-router ~28, Redux Toolkit with immer ~27, i18next ~16, styled-components ~11).
import { runnerImport } from 'vite';
import type { RouteModules } from './route-js.ts';

type SitePaths = typeof import('@aula/contracts/site-paths');

export interface RouteBudget extends RouteModules {
  /** Kilobytes (1,000 bytes) of brotli-compressed JavaScript the page downloads to come alive. */
  budgetKb: number;
}

/** A package's words in Spanish, fetched with the pages that show them (apps/web/src/i18n.ts). */
const words = (source: string) => `${source}/messages-es.ts`;

/**
 * What every page starts with: the client entry, the root route, and the words every page shows
 * (FRAME_NAMESPACES in apps/web/src/i18n.ts), in Spanish, the language a page is drawn in.
 */
export const START_MODULES = [
  'apps/web/app/entry.client.tsx',
  'apps/web/app/root.tsx',
  words('packages/ui-kit/src'),
  words('apps/web/src'),
  words('apps/web/src/offline'),
  'apps/web/src/routes/brand/shell-messages-es.ts',
];

// An ally's frame shows the learner's badge (profile) and the blog's link (blog).
const brandLayout = ['apps/web/app/pages/brand-layout.tsx', words('packages/profile/src'), words('packages/blog/src')];

/** A page of a feature package, under the ally's frame. */
function allyPage(route: string, page: string, budgetKb: number, pageWords: string[] = []): RouteBudget {
  return { route, modules: [...brandLayout, page, ...pageWords], budgetKb };
}

/** A signed-in screen: the frame, the session guard, the screen and its words (lessons' unless named). */
function learnerPage(route: string, page: string, budgetKb: number, pageWords = words('packages/lessons/src')) {
  return allyPage(route, page, budgetKb, ['apps/web/app/pages/learner-layout.tsx', pageWords]);
}

function routeBudgets({ ALLY_ROOT_PATTERN, allyRoutePattern }: SitePaths): RouteBudget[] {
  const auth = [words('packages/auth/src')];
  return [
    { route: '/', modules: ['apps/web/app/pages/country-select.tsx'], budgetKb: 300 },
    allyPage(ALLY_ROOT_PATTERN, 'apps/web/app/pages/landing.tsx', 300, [words('packages/lessons/src')]),
    allyPage(allyRoutePattern('blog'), 'packages/blog/src/pages/blog-list.tsx', 300),
    allyPage(allyRoutePattern('blogPost'), 'packages/blog/src/pages/post.tsx', 300),
    allyPage(allyRoutePattern('login'), 'packages/auth/src/pages/login.tsx', 300, auth),
    allyPage(allyRoutePattern('register'), 'packages/auth/src/pages/register.tsx', 300, auth),
    learnerPage(allyRoutePattern('seccion'), 'packages/lessons/src/pages/home.tsx', 300),
    learnerPage(allyRoutePattern('modules'), 'packages/lessons/src/pages/modules.tsx', 300),
    learnerPage(allyRoutePattern('module'), 'packages/lessons/src/pages/module.tsx', 300),
    learnerPage(allyRoutePattern('lesson'), 'packages/lessons/src/pages/lesson.tsx', 300),
    learnerPage(allyRoutePattern('favorites'), 'packages/lessons/src/pages/favorites.tsx', 300),
    learnerPage(
      allyRoutePattern('achievements'),
      'packages/achievements/src/pages/achievements.tsx',
      300,
      words('packages/achievements/src'),
    ),
    learnerPage(
      allyRoutePattern('profile'),
      'packages/profile/src/pages/profile.tsx',
      300,
      words('packages/profile/src'),
    ),
  ];
}

/**
 * The budgets, their routes written as site-paths writes them. @aula/contracts is TypeScript
 * source, which Node 20 cannot import from a bundled vite.config: Vite's module runner loads it.
 */
export async function loadRouteBudgets(root: string): Promise<RouteBudget[]> {
  const sitePaths = await runnerImport<SitePaths>('@aula/contracts/site-paths', {
    root,
    logLevel: 'error',
    environments: { inline: { resolve: { noExternal: [/^@aula\//] } } },
  });
  return routeBudgets(sitePaths.module);
}
