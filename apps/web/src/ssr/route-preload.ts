import { matchPath } from 'react-router';
import type { RouteFiles } from '../../vite/route-preload';
import { ROUTE_FILES_ID } from './route-files-id';

declare const __AULA_ROUTE_FILES__: RouteFiles | undefined;

/** Written into the server renderer by its build (vite/ssr-build.ts); none elsewhere. */
const BUILT_ROUTE_FILES: RouteFiles = typeof __AULA_ROUTE_FILES__ === 'undefined' ? {} : __AULA_ROUTE_FILES__;

const escapeAttribute = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

/** Every file the screen at `pathname` runs (the build's route report), none for a path without a route of its own. */
export function routeFiles(pathname: string, routeFiles: RouteFiles = BUILT_ROUTE_FILES): string[] {
  const match = Object.entries(routeFiles).find(([pattern]) => matchPath({ path: pattern, end: true }, pathname));
  return match?.[1] ?? [];
}

/**
 * `<link rel="modulepreload">` for every file the screen at `pathname` runs, so the browser asks
 * for all of them while the frame is drawn instead of one import after another. `crossorigin`
 * like the shell's own module script, or the browser would not reuse what it preloaded.
 */
export function routePreloadLinks(pathname: string, files: RouteFiles = BUILT_ROUTE_FILES): string {
  return routeFiles(pathname, files)
    .map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`)
    .join('\n');
}

/**
 * The same files as a list the page's start-up announces once the page is drawn (learner-page-start.ts):
 * a learner's page is whole without them, and in the head they would share the network with its paint.
 */
export function routeFileList(pathname: string, files: RouteFiles = BUILT_ROUTE_FILES): string {
  const list = routeFiles(pathname, files);
  if (list.length === 0) return '';
  // `<` escaped: the list is inside a script element.
  const json = JSON.stringify(list).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ROUTE_FILES_ID}">${json}</script>`;
}
