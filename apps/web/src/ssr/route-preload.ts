import { matchPath } from 'react-router';
import type { RouteFiles } from '../../vite/route-preload';

declare const __AULA_ROUTE_FILES__: RouteFiles | undefined;

/** Written into the server renderer by its build (vite/ssr-build.ts); none elsewhere. */
const BUILT_ROUTE_FILES: RouteFiles = typeof __AULA_ROUTE_FILES__ === 'undefined' ? {} : __AULA_ROUTE_FILES__;

const escapeAttribute = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

/**
 * `<link rel="modulepreload">` for every file the screen at `pathname` runs, so the browser asks
 * for all of them while the frame is drawn instead of one import after another. `crossorigin`
 * like the shell's own module script, or the browser would not reuse what it preloaded.
 */
export function routePreloadLinks(pathname: string, routeFiles: RouteFiles = BUILT_ROUTE_FILES): string {
  const match = Object.entries(routeFiles).find(([pattern]) => matchPath({ path: pattern, end: true }, pathname));
  return (match?.[1] ?? [])
    .map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`)
    .join('\n');
}
