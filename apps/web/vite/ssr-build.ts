import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { ROUTE_REPORT, type RouteReportRow } from './route-budget-plugin.ts';
import { type RouteFiles, routePreloadFiles } from './route-preload.ts';

/** The renderer's folder inside the browser build; the API loads `<outDir>/.ssr/entry-server.js`. */
export const SSR_DIR = '.ssr';

/**
 * After the browser build, builds the server renderer of the public pages into <outDir>/.ssr/ with
 * the same configuration (so the same styled-components ids and asset names), every dependency
 * bundled in so the API can load it from any folder. Only builds served by the API get one: per-brand
 * and shared builds go to static hosting.
 */
export function ssrBuildPlugin({ entry, enabled }: { entry: string; enabled: boolean }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'aula-ssr-build',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (!enabled || config.build.ssr) return;
      const routeFiles = readRouteFiles(config);
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        // The renderer matches the browser's build: React's production server and no store checks,
        // whatever NODE_ENV the API runs under (npm start runs it in development).
        // and each browser-rendered route's files, announced in its frame (src/ssr/route-preload.ts).
        define: {
          'process.env.NODE_ENV': JSON.stringify(config.isProduction ? 'production' : 'development'),
          __AULA_ROUTE_FILES__: JSON.stringify(routeFiles),
        },
        // jsdom (the window a blog post is sanitised with) reads its own files at run time: it
        // stays a package the server loads, the rest is bundled.
        ssr: { noExternal: true, external: ['jsdom'], target: 'node' },
        build: {
          ssr: entry,
          outDir: join(config.build.outDir, SSR_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
          rollupOptions: {
            output: { entryFileNames: 'entry-server.js', format: 'es' },
            // The renderer holds every screen's words at once (app-messages.ts), so the routes'
            // on-demand imports of the same catalogues stay in its one file, as a server wants:
            // the bundler's notice about it says nothing about the browser's chunks.
            onwarn(warning, warn) {
              if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
            },
          },
        },
      });
    },
  };
}

/** The route budgets' report of the browser build just written (route-budget-plugin.ts), as files to preload. */
function readRouteFiles(config: ResolvedConfig): RouteFiles {
  const outDir = resolve(config.root, config.build.outDir);
  const report = join(outDir, ROUTE_REPORT);
  if (!existsSync(report)) return {};
  const rows = JSON.parse(readFileSync(report, 'utf8')) as RouteReportRow[];
  return routePreloadFiles(rows, readFileSync(join(outDir, 'index.html'), 'utf8'), config.base);
}
