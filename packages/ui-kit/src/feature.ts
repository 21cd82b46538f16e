import type { RouteObject } from 'react-router';
import type { LazyCatalog } from './message-catalog';

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
  /** Outside any ally (e.g. `/home/tabs/register`). */
  site?: RouteObject[];
}
