import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { brandsPlugin } from './vite/brands-plugin.ts';
import { precompressPlugin } from './vite/precompress.ts';
import { routeBudgetPlugin } from './vite/route-budget-plugin.ts';
import { loadRouteBudgets, START_MODULES } from './vite/route-budgets.ts';
import { serviceWorkerBuildPlugin } from './vite/service-worker-build.ts';
import { styledComponentIds } from './vite/styled-components-ids.ts';

// BRANDS_DIR builds from another brands folder (a test of a new brand); default: the repo's brands/.
const brandsDir = process.env.BRANDS_DIR
  ? resolve(process.env.BRANDS_DIR)
  : fileURLToPath(new URL('../../brands', import.meta.url));
const api = 'http://localhost:3000';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// The site's pages on React Router's framework mode (react-router.config.ts, app/): the browser's
// files in dist/client, the server build the API draws pages with in dist/server.
export default defineConfig({
  // BRAND=<allyCode> builds that ally alone; without it the preview build holds every brand.
  plugins: [
    reactRouter(),
    brandsPlugin({ brandsDir, only: process.env.BRAND || undefined, shared: false }),
    // AULA_ROUTE_BUDGETS=report measures without failing (a build from before the budgets held).
    routeBudgetPlugin({
      repoRoot,
      budgets: loadRouteBudgets,
      enforce: process.env.AULA_ROUTE_BUDGETS !== 'report',
    }),
    precompressPlugin(),
    // The offline shell's route module too: the worker answers an address it has not kept with it.
    serviceWorkerBuildPlugin({
      entry: 'src/sw/service-worker.ts',
      appModules: [...START_MODULES, 'apps/web/app/pages/offline-shell.tsx'],
    }),
  ],
  // The same styled-components ids in the browser build and the server's.
  oxc: { plugins: { styledComponents: styledComponentIds } },
  server: {
    // /media (lesson videos, captions, downloads) and /reports (the business report PDF) are the API's too.
    proxy: { '/api': api, '/admin': api, '/healthz': api, '/media': api, '/reports': api },
  },
  build: {
    target: 'es2022',
    rollupOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
      },
    },
  },
  environments: {
    ssr: {
      // Bundled whole (styled-components' ids must match the browser's), jsdom apart: it reads its own files.
      resolve: { noExternal: true, external: ['jsdom'] },
      // The API calls the server build's `render` (app/server.ts), not React Router's bare handler.
      build: { rollupOptions: { input: './app/server.ts' } },
    },
  },
});
