// Each route's initial JavaScript as the web build measured it (apps/web/vite/route-budget-plugin.ts
// writes <webDist>/.vite/route-js.json), as table rows.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROUTE_REPORT = '.vite/route-js.json';

export function readRouteReport(webDist) {
  const file = join(webDist, ROUTE_REPORT);
  if (!existsSync(file)) throw new Error(`${file} is missing: build the web app with this repository's vite config`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

const kb = (bytes) => (bytes / 1000).toFixed(1);

/**
 * A route within 1 KB of a budget is printed "at edge": budgets are set at the build's figure plus
 * about 2 KB, so a route at its edge has used half its margin and the next change may pass it.
 */
export const EDGE_KB = 1;

/** 'yes', 'yes (at edge)' or 'NO' for a figure (bytes) against its budget (kilobytes). */
export function budgetVerdict(bytes, budgetKb) {
  const budget = budgetKb * 1000;
  if (bytes > budget) return 'NO';
  return budget - bytes < EDGE_KB * 1000 ? 'yes (at edge)' : 'yes';
}

/** The worse of two verdicts. */
const worse = (a, b) => (a === 'NO' || b === 'NO' ? 'NO' : a !== 'yes' ? a : b);

/**
 * `initial`: what the page downloads before it is usable (a server-rendered page: the start-up
 * script); `app`: all it runs once the application started. Reports of older builds have no `app`.
 */
export function routeRows(report) {
  return report.map((row) => {
    const app = row.app ?? row;
    const appBudgetKb = row.appBudgetKb ?? row.budgetKb;
    return {
      route: row.route,
      'initial br KB': kb(row.brotli),
      'initial gz KB': kb(row.gzip),
      'app br KB': kb(app.brotli),
      'app gz KB': kb(app.gzip),
      'app raw KB': kb(app.raw),
      'budgets KB': `${row.budgetKb} / ${appBudgetKb}`,
      'room KB': `${kb(row.budgetKb * 1000 - row.brotli)} / ${kb(appBudgetKb * 1000 - app.brotli)}`,
      within: worse(budgetVerdict(row.brotli, row.budgetKb), budgetVerdict(app.brotli, appBudgetKb)),
    };
  });
}
