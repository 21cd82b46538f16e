import { describe, expect, it } from 'vitest';
import { overBudget, type RouteReportRow } from './route-budget-plugin.ts';
import { type BundleChunk, measureRoutes } from './route-js.ts';

const root = '/repo';
const chunk = (file: string, code: string, imports: string[] = [], facade?: string, isEntry = false): BundleChunk => ({
  file,
  code,
  imports,
  isEntry,
  facadeModuleId: facade ? `${root}/${facade}` : null,
});
// Incompressible enough that sizes differ clearly: a pseudo-random text of `n` characters.
const text = (n: number, seed = 1) => {
  let x = seed;
  return Array.from({ length: n }, () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return String.fromCharCode(33 + (x % 90));
  }).join('');
};

const bundle = [
  chunk('entry.js', text(500, 1), ['vendor.js'], 'apps/web/app/entry.client.tsx', true),
  chunk('root.js', text(4000, 2), ['vendor.js'], 'apps/web/app/root.tsx?route-module', true),
  chunk('vendor.js', text(20_000, 3)),
  chunk('landing.js', text(1000, 4), ['vendor.js'], 'apps/web/app/pages/landing.tsx', true),
  chunk('login.js', text(6000, 5), ['vendor.js', 'forms.js'], 'packages/auth/src/pages/login.tsx', true),
  chunk('forms.js', text(9000, 6)),
];
const start = ['apps/web/app/entry.client.tsx', 'apps/web/app/root.tsx'];

describe('route JavaScript budgets', () => {
  it('counts what every page starts with and the route’s own modules, not the other routes (every route module is an entry)', () => {
    const [landing, login] = measureRoutes(
      bundle,
      root,
      [
        { route: '/landing', modules: ['apps/web/app/pages/landing.tsx'] },
        { route: '/login', modules: ['packages/auth/src/pages/login.tsx'] },
      ],
      start,
    );
    expect(landing?.files).toEqual(['entry.js', 'landing.js', 'root.js', 'vendor.js']);
    expect(login?.files).toEqual(['entry.js', 'forms.js', 'login.js', 'root.js', 'vendor.js']);
    expect(login?.brotli).toBeGreaterThan(landing?.brotli ?? 0);
    expect(landing?.gzip).toBeGreaterThan(0);
  });

  it('fails a route over its budget, naming it and both sizes', () => {
    const [login] = measureRoutes(
      bundle,
      root,
      [{ route: '/login', modules: ['packages/auth/src/pages/login.tsx'] }],
      start,
    );
    if (!login) throw new Error('measured nothing');
    const kb = Math.ceil(login.brotli / 1000);
    const row = (budgetKb: number): RouteReportRow => ({ ...login, budgetKb });
    expect(overBudget([row(kb)])).toEqual([]);
    const over = overBudget([row(kb - 2)]);
    expect(over).toHaveLength(1);
    expect(over[0]).toMatch(
      new RegExp(`^/login: ${(login.brotli / 1000).toFixed(1)} KB of JavaScript .* budget of ${kb - 2} KB$`),
    );
  });

  it('refuses a budget naming a module no chunk stands for (renamed, or not a route module)', () => {
    expect(() => measureRoutes(bundle, root, [{ route: '/gone', modules: ['packages/x/src/gone.tsx'] }])).toThrow(
      /no chunk is the module packages\/x\/src\/gone.tsx/,
    );
  });
});
