// Which files each budgeted route's screen needs, as the server should announce them: the pages
// the browser renders (sign-in, the learner's screens) otherwise find their code one import at a
// time (issue 26's trace: five rounds of script requests before the learner home could draw).
import type { RouteReportRow } from './route-budget-plugin.ts';

/** Route pattern (site-paths') → the site paths of its files, for `<link rel="modulepreload">`. */
export type RouteFiles = Record<string, string[]>;

/**
 * The files of each route the browser renders (server-rendered pages need none ahead), less those
 * the shell index.html already loads or preloads, as paths under `base`.
 */
export function routePreloadFiles(report: RouteReportRow[], shellHtml: string, base = '/'): RouteFiles {
  const routes = report.filter((row) => row.files.length === row.app.files.length);
  return Object.fromEntries(
    routes.map((row) => [
      row.route,
      row.app.files.filter((file) => !shellHtml.includes(`/${file}"`)).map((file) => `${base}${file}`),
    ]),
  );
}
