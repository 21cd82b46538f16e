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
 * `initial`: what the page downloads before it is usable (a server-rendered page: the start-up
 * script); `app`: all it runs once the application started. Reports of older builds have no `app`.
 */
export function routeRows(report) {
  return report.map((row) => {
    const app = row.app ?? row;
    const within = row.brotli <= row.budgetKb * 1000 && app.brotli <= (row.appBudgetKb ?? row.budgetKb) * 1000;
    return {
      route: row.route,
      'initial br KB': kb(row.brotli),
      'initial gz KB': kb(row.gzip),
      'app br KB': kb(app.brotli),
      'app gz KB': kb(app.gzip),
      'app raw KB': kb(app.raw),
      'budgets KB': `${row.budgetKb} / ${row.appBudgetKb ?? row.budgetKb}`,
      within: within ? 'yes' : 'NO',
    };
  });
}
