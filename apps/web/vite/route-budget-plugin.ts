import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { APP_MODULES, type RouteBudget } from './route-budgets.ts';
import { type BundleChunk, measureRoutes, type RouteJs } from './route-js.ts';

/** Where the build leaves each route's figures (a dot folder: never served). `npm run bench` prints it. */
export const ROUTE_REPORT = '.vite/route-js.json';

export interface RouteReportRow extends RouteJs {
  budgetKb: number;
  appBudgetKb: number;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** One line per figure over its budget, naming the route, the figure and its budget. */
export function overBudget(rows: RouteReportRow[]): string[] {
  return rows.flatMap((row) => [
    ...(row.brotli > row.budgetKb * 1000
      ? [`${row.route}: ${kb(row.brotli)} KB of initial JavaScript (brotli) is over its budget of ${row.budgetKb} KB`]
      : []),
    ...(row.app.brotli > row.appBudgetKb * 1000
      ? [
          `${row.route}: ${kb(row.app.brotli)} KB of application JavaScript (brotli) is over its budget of ${row.appBudgetKb} KB`,
        ]
      : []),
  ]);
}

export interface RouteBudgetOptions {
  repoRoot: string;
  /** Read from the app's root when the client build is written (route-budgets.ts's loadRouteBudgets). */
  budgets: (root: string) => Promise<RouteBudget[]>;
  /** false: report only (used to measure a build before its budgets hold). */
  enforce?: boolean;
}

/** Measures every budgeted route after the client build is written and fails the build past a budget. */
export function routeBudgetPlugin({ repoRoot, budgets: loadBudgets, enforce = true }: RouteBudgetOptions): Plugin {
  return {
    name: 'aula-route-budgets',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const budgets = await loadBudgets(this.environment.config.root);
      const chunks: BundleChunk[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                file: output.fileName,
                code: output.code,
                isEntry: output.isEntry,
                imports: output.imports,
                facadeModuleId: output.facadeModuleId,
              },
            ]
          : [],
      );
      const measured = measureRoutes(chunks, repoRoot, budgets, APP_MODULES);
      const rows: RouteReportRow[] = measured.map((row, index) => ({
        ...row,
        budgetKb: budgets[index]?.budgetKb ?? 0,
        appBudgetKb: budgets[index]?.appBudgetKb ?? 0,
      }));
      const outDir = options.dir as string;
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, ROUTE_REPORT), `${JSON.stringify(rows, null, 2)}\n`);
      for (const row of rows) {
        this.info(
          `${row.route}: initial ${kb(row.brotli)} / ${row.budgetKb} KB, application ${kb(row.app.brotli)} / ${row.appBudgetKb} KB (brotli)`,
        );
      }
      const problems = overBudget(rows);
      if (problems.length > 0 && enforce) this.error(`route budgets passed:\n${problems.join('\n')}`);
      for (const problem of problems) this.warn(problem);
    },
  };
}
