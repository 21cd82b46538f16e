// The site's pages (app/routes.ts) as a data router's route table, for tests: each route module
// loaded on first visit, as the framework's builds do, with its error boundary and handle, and the
// browser's client loader or the server's loader and action.
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { RouteObject } from 'react-router';
import pages from '../../app/routes';

type RouteModule = Record<string, unknown> & { default?: RouteObject['Component'] };

/** Every route module, keyed by its path under the repository (`app/pages/x.tsx`, `packages/a/src/pages/y.tsx`). */
const modules = Object.fromEntries(
  Object.entries(
    import.meta.glob<RouteModule>([
      '../../app/root.tsx',
      '../../app/pages/*.tsx',
      '../../../../packages/*/src/pages/*.tsx',
    ]),
  ).map(([file, load]) => [file.replace(/^(\.\.\/)+/, '').replace(/^app\//, 'apps/web/app/'), load]),
);

/** A route file as app/routes.ts names it (relative to app/) under the repository. */
function repositoryPath(file: string): string {
  if (file.startsWith('./')) return `apps/web/app/${file.slice(2)}`;
  return file.replace(/^(\.\.\/)+/, '');
}

/** Where the routes run: the browser's (client loaders) or the server's (loaders and actions). */
type Side = 'browser' | 'server';

function routeObject(entry: RouteConfigEntry, side: Side): RouteObject {
  const file = repositoryPath(entry.file);
  const load = modules[file];
  if (!load) throw new Error(`page-routes: no route module ${file}`);
  const children = entry.children?.map((child) => routeObject(child, side));
  const lazy = async () => {
    const module = await load();
    return {
      Component: module.default,
      ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary as RouteObject['ErrorBoundary'] } : {}),
      ...(side === 'browser' && module.clientLoader ? { loader: module.clientLoader as RouteObject['loader'] } : {}),
      ...(side === 'server' && module.loader ? { loader: module.loader as RouteObject['loader'] } : {}),
      ...(side === 'server' && module.action ? { action: module.action as RouteObject['action'] } : {}),
      ...(module.handle ? { handle: module.handle } : {}),
    };
  };
  return entry.index
    ? { index: true, ...(entry.id ? { id: entry.id } : {}), lazy }
    : ({
        ...(entry.path !== undefined ? { path: entry.path } : {}),
        ...(entry.id ? { id: entry.id } : {}),
        lazy,
        children,
      } as RouteObject);
}

/** The whole site under its root route (app/root.tsx), as the browser (or the server) runs it. */
export function pageRoutes(side: Side = 'browser'): RouteObject[] {
  return [routeObject({ id: 'root', file: './root.tsx', children: pages }, side)];
}
