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
  chunk('boot.js', text(500, 1), [], 'apps/web/src/main.tsx', true),
  chunk('app.js', text(4000, 2), ['vendor.js'], 'apps/web/src/app-start.tsx'),
  chunk('vendor.js', text(20_000, 3)),
  chunk('landing.js', text(1000, 4), ['vendor.js'], 'apps/web/src/landing.tsx'),
  chunk('login.js', text(6000, 5), ['vendor.js', 'forms.js'], 'packages/auth/src/login.tsx'),
  chunk('forms.js', text(9000, 6)),
];

describe('route JavaScript budgets', () => {
  it('counts a server-rendered page’s start-up script first and the whole application after', () => {
    const [landing, login] = measureRoutes(
      bundle,
      root,
      [
        { route: '/landing', modules: ['apps/web/src/landing.tsx'], serverRendered: true },
        { route: '/login', modules: ['packages/auth/src/login.tsx'] },
      ],
      ['apps/web/src/app-start.tsx'],
    );
    expect(landing?.files).toEqual(['boot.js']);
    expect(landing?.app.files).toEqual(['app.js', 'boot.js', 'landing.js', 'vendor.js']);
    expect(login?.files).toEqual(['app.js', 'boot.js', 'forms.js', 'login.js', 'vendor.js']);
    expect(login?.brotli).toBe(login?.app.brotli);
    expect(login?.brotli).toBeGreaterThan(landing?.app.brotli ?? 0);
    expect(landing?.gzip).toBeGreaterThan(0);
  });

  it('fails a route over either budget, naming it and both sizes', () => {
    const [login] = measureRoutes(
      bundle,
      root,
      [{ route: '/login', modules: ['packages/auth/src/login.tsx'] }],
      ['apps/web/src/app-start.tsx'],
    );
    if (!login) throw new Error('measured nothing');
    const kb = Math.ceil(login.brotli / 1000);
    const row = (budgetKb: number, appBudgetKb: number): RouteReportRow => ({ ...login, budgetKb, appBudgetKb });
    expect(overBudget([row(kb, kb)])).toEqual([]);
    const over = overBudget([row(kb - 2, kb)]);
    expect(over).toHaveLength(1);
    expect(over[0]).toMatch(
      new RegExp(`^/login: ${(login.brotli / 1000).toFixed(1)} KB of initial JavaScript .* budget of ${kb - 2} KB$`),
    );
    expect(overBudget([row(kb, 1)])[0]).toContain('application JavaScript');
  });

  it('refuses a budget naming a screen no chunk stands for (renamed, or no longer lazy)', () => {
    expect(() => measureRoutes(bundle, root, [{ route: '/gone', modules: ['packages/x/src/gone.tsx'] }])).toThrow(
      /no chunk is the lazy screen packages\/x\/src\/gone.tsx/,
    );
  });
});
