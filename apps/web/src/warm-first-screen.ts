import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Starts fetching the code and words of the screens `pathname` shows, beside deployment.json and
 * the frame's words instead of after them. The router, once made, asks the same routes' `lazy`
 * again and finds the modules already fetched: on a slow line the first screen comes a round trip
 * or two sooner.
 */
export function warmFirstScreen(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    // A failure here is the router's to report when it asks again; this call only fetches ahead.
    if (typeof route.lazy === 'function') route.lazy().catch(() => {});
  }
}
