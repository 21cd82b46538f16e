import type { ComponentType } from 'react';
import type { ActionFunction, RouteObject } from 'react-router';
import type { LazyCatalog, Messages } from './message-catalog';
import type { PrefetchHandle } from './prefetch';

/**
 * What a feature package contributes to the site: its words and its routes. Route patterns come
 * from `@aula/contracts/site-paths` (`allyRoutes`, relative to the ally's root); apps/web mounts
 * each list in its place, so adding a screen touches only its feature package.
 */
export interface Feature {
  /** Fetched per language when one of its screens (or its parts on another screen) first shows. */
  messages: LazyCatalog;
  /** Under the ally's root (`ALLY_ROOT_PATTERN`), open to every visitor. */
  ally?: RouteObject[];
  /** Under the ally's root, for signed-in learners: apps/web mounts them behind the session guard. */
  learner?: RouteObject[];
  /**
   * Under the ally's root, for the ally's team (ally admins and editors of this ally, staff): apps/web
   * mounts them behind the team guard, without the learner site's header and footer (the console
   * draws its own frame).
   */
  team?: RouteObject[];
  /** Outside any ally (e.g. `/home/tabs/register`). */
  site?: RouteObject[];
}

/**
 * A feature's words, each language its own chunk. The imports stay in the feature's routes.ts
 * (a bundler splits only on an import it can read there):
 * `lazyMessages('blog', () => import('./messages-es'), () => import('./messages-en'))`.
 */
export function lazyMessages(
  namespace: string,
  es: () => Promise<{ es: Messages }>,
  en: () => Promise<{ en: Messages }>,
): LazyCatalog {
  return { namespace, es: () => es().then((words) => words.es), en: () => en().then((words) => words.en) };
}

/**
 * A route whose screen is its own chunk, fetched when the route is first visited:
 * `screenRoute(allyRoutes.blog, () => import('./list/blog-list-screen').then((m) => m.BlogListScreen))`.
 * `next` loads the chunk of the screen a learner most likely opens from this one (`handle.prefetch`).
 * `action` loads what answers the screen's forms when they are posted to the server (page-form.tsx).
 */
export function screenRoute(
  path: string,
  load: () => Promise<ComponentType>,
  next?: PrefetchHandle['prefetch'],
  action?: () => Promise<ActionFunction>,
): RouteObject {
  const handle: PrefetchHandle | undefined = next ? { prefetch: next } : undefined;
  return {
    path,
    ...(handle && { handle }),
    lazy: async () => {
      const [Component, answer] = await Promise.all([load(), action?.()]);
      return { Component, ...(answer && { action: answer }) };
    },
  };
}

/**
 * What a learner screen shows a signed-out visitor instead of sending them to sign in (a shared
 * lesson link opens its preview): `handle.visitorScreen`, which apps/web's session guard draws.
 */
export interface VisitorScreenHandle {
  visitorScreen?: ComponentType;
}

/**
 * `route` (a screenRoute) with a screen for signed-out visitors, loaded with it: the guard must be
 * able to draw either at once, on the server too. Its handle comes with the lazy part, since a
 * route may not have both a handle of its own and one its lazy part returns.
 */
export function withVisitorScreen(route: RouteObject, load: () => Promise<ComponentType>): RouteObject {
  const { lazy, handle, ...rest } = route;
  if (typeof lazy !== 'function') throw new Error(`withVisitorScreen(${route.path}): the route has no lazy screen`);
  return {
    ...rest,
    lazy: async () => {
      const [screen, visitorScreen] = await Promise.all([lazy(), load()]);
      return { ...screen, handle: { ...handle, visitorScreen } satisfies VisitorScreenHandle };
    },
  } as RouteObject;
}
