import { type HydrationState, type LoaderFunctionArgs, matchRoutes, type RouteObject } from 'react-router';

/** The ids react-router gives routes without one: their index path in the tree ("0-4-1"). */
function routeIds(routes: RouteObject[], parent: string[] = [], ids = new Map<RouteObject, string>()) {
  routes.forEach((route, index) => {
    const path = [...parent, String(index)];
    ids.set(route, route.id ?? path.join('-'));
    if (route.children) routeIds(route.children, path, ids);
  });
  return ids;
}

/**
 * Makes the first render in the browser equal the server's HTML: the screens of the page's
 * routes loaded (a lazy route would otherwise render its fallback first) and their loaders run
 * here, as the router would, their answers given as hydration data, with the answer of a form
 * posted to the server (`actionData`, from the page's state). Undefined when a loader
 * redirects: the page is then rendered in the browser instead of hydrated.
 */
export async function prepareHydration(
  routes: RouteObject[],
  href: string,
  actionData?: HydrationState['actionData'],
): Promise<HydrationState | undefined> {
  const url = new URL(href);
  const matches = matchRoutes(routes, url) ?? [];
  for (const { route } of matches) {
    if (typeof route.lazy !== 'function') continue;
    const loaded = await route.lazy();
    Object.assign(route, loaded, { lazy: undefined });
  }
  const ids = routeIds(routes);
  const loaderData: Record<string, unknown> = {};
  for (const { route, params } of matches) {
    const id = ids.get(route);
    if (!id || typeof route.loader !== 'function') continue;
    const args = { params, request: new Request(url.href), context: undefined } as unknown as LoaderFunctionArgs;
    const result = await route.loader(args);
    if (result instanceof Response) return undefined;
    loaderData[id] = result ?? null;
  }
  return { loaderData, ...(actionData ? { actionData } : {}) };
}
