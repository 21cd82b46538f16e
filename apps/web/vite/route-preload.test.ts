import { describe, expect, it } from 'vitest';
import { routePreloadLinks } from '../src/ssr/route-preload.ts';
import type { RouteReportRow } from './route-budget-plugin.ts';
import { routePreloadFiles } from './route-preload.ts';

const size = { raw: 1, gzip: 1, brotli: 1 };
const row = (route: string, files: string[], appFiles: string[]): RouteReportRow => ({
  route,
  files,
  app: { files: appFiles, ...size },
  ...size,
  budgetKb: 1,
  appBudgetKb: 1,
});
const shell = '<script type="module" crossorigin src="/assets/index.js"></script>';

describe('routePreloadFiles', () => {
  it('lists each browser-rendered route’s files, less what the shell already loads, and skips server-rendered routes', () => {
    const files = routePreloadFiles(
      [
        // Server-rendered: only the start-up script before the page is usable.
        row('/:country/:allyCode', ['assets/index.js'], ['assets/index.js', 'assets/app.js', 'assets/landing.js']),
        row(
          '/:country/:allyCode/seccion',
          ['assets/index.js', 'assets/app.js', 'assets/home.js'],
          ['assets/index.js', 'assets/app.js', 'assets/home.js'],
        ),
      ],
      shell,
    );
    expect(files).toEqual({ '/:country/:allyCode/seccion': ['/assets/app.js', '/assets/home.js'] });
  });
});

describe('routePreloadLinks', () => {
  const files = {
    '/:country/:allyCode/seccion': ['/assets/home.js'],
    '/:country/:allyCode/seccion/lecciones/:lessonId': ['/assets/lesson.js', '/assets/a"b.js'],
  };

  it('announces the files of the route the path matches, with crossorigin like the shell’s module script', () => {
    expect(routePreloadLinks('/mx/impulsa/seccion', files)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/home.js">',
    );
    // A quote in a file name cannot end the attribute early.
    expect(routePreloadLinks('/mx/impulsa/seccion/lecciones/7', files)).toContain('href="/assets/a&quot;b.js"');
  });

  it('announces nothing for a path no budgeted route matches (a deeper page, or another route)', () => {
    expect(routePreloadLinks('/mx/impulsa/seccion/logros/3', files)).toBe('');
    expect(routePreloadLinks('/mx/impulsa/seccion/lecciones', files)).toBe('');
  });
});
