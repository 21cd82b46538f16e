// Every page of the site: the app's own, and each feature package's (its pages.ts), mounted where
// it belongs: outside any ally, under the ally's root, behind the learner's session, or in the
// ally team's console.
import { achievementsPages } from '@aula/achievements/pages';
import { authPages } from '@aula/auth/pages';
import { blogPages } from '@aula/blog/pages';
import { consolePages } from '@aula/console/pages';
import { ALLY_ROOT_PATTERN, allyRoutes, siteRoutes } from '@aula/contracts/site-paths';
import { lessonsPages } from '@aula/lessons/pages';
import { profilePages } from '@aula/profile/pages';
import type { FeaturePages, PageRoute } from '@aula/ui-kit/feature-pages';
import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { OFFLINE_SHELL_URL } from '../vite/site-markers';

const features = [authPages, blogPages, consolePages, lessonsPages, profilePages, achievementsPages];
const relative = (path: string) => path.replace(/^\//, '');

/** A package's page as a route: its module's file relative to this folder. */
function pageRoute(feature: FeaturePages, page: PageRoute): RouteConfigEntry {
  const file = `../../../packages/${feature.package}/src/${page.file}`;
  const children = page.children?.map((child) => pageRoute(feature, child));
  const options = page.id ? { id: page.id } : {};
  return page.path === undefined
    ? layout(file, options, children)
    : route(relative(page.path), file, options, children);
}

const mounted = (place: 'ally' | 'learner' | 'team' | 'site') =>
  features.flatMap((feature) => (feature[place] ?? []).map((page) => pageRoute(feature, page)));

// Only the preview build (every brand, no BRAND) has the theme studio.
const studio = !process.env.BRAND && process.env.AULA_BUILD !== 'shared';

export default [
  index('./pages/country-select.tsx'),
  route(relative(siteRoutes.settings), './pages/settings.tsx'),
  route(relative(OFFLINE_SHELL_URL), './pages/offline-shell.tsx'),
  ...mounted('site'),
  ...(studio ? [route(relative(siteRoutes.themeStudio), './pages/theme-studio.tsx')] : []),
  route(relative(ALLY_ROOT_PATTERN), './pages/brand-layout.tsx', [
    index('./pages/landing.tsx'),
    ...mounted('ally'),
    route(allyRoutes.terms, './pages/terms.tsx'),
    route(allyRoutes.privacy, './pages/privacy.tsx'),
    layout('./pages/learner-layout.tsx', mounted('learner')),
    layout('./pages/team-layout.tsx', mounted('team')),
  ]),
  route('*', './pages/not-found.tsx'),
] satisfies RouteConfig;
