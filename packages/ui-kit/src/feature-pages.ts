/**
 * A page of a feature package: its path (from `@aula/contracts/site-paths`) and its route module,
 * a file of the package (`pages/login.tsx`, relative to its src/) whose default export is the
 * screen, with its `action` (a form posted to the page) and `handle` (the words it draws with).
 */
export interface PageRoute {
  /** None: a layout around its children. */
  path?: string;
  file: string;
  /** Two paths of one module (a list and its numbered pages) need ids of their own. */
  id?: string;
  children?: PageRoute[];
}

/** What a feature package mounts, and where (apps/web/app/routes.ts). */
export interface FeaturePages {
  /** Its folder under packages/. */
  package: string;
  /** Under the ally's root, open to every visitor. */
  ally?: PageRoute[];
  /** Under the ally's root, behind the learner's session. */
  learner?: PageRoute[];
  /** Under the ally's root, for the ally's team, in the console's own frame. */
  team?: PageRoute[];
  /** Outside any ally. */
  site?: PageRoute[];
}
