import type { RouteObject } from 'react-router';
import type { MessageCatalog } from './i18n';

/**
 * What a feature package contributes to the site: its words and its routes. Route patterns come
 * from `@aula/contracts/site-paths` (`allyRoutes`, relative to the ally's root); apps/web mounts
 * each list in its place, so adding a screen touches only its feature package.
 */
export interface Feature {
  messages: MessageCatalog;
  /** Under `/:country/:brand`, open to every visitor. */
  ally?: RouteObject[];
  /** Under `/:country/:brand`, for signed-in learners: apps/web mounts them behind the session guard. */
  learner?: RouteObject[];
  /** Outside any ally (e.g. `/home/tabs/register`). */
  site?: RouteObject[];
}
