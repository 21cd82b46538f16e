import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brandsPlugin } from './vite/brands-plugin.ts';
import { precompressPlugin } from './vite/precompress.ts';
import { prefetchListPlugin } from './vite/prefetch-list.ts';
import { routeBudgetPlugin } from './vite/route-budget-plugin.ts';
import { APP_MODULES, loadRouteBudgets } from './vite/route-budgets.ts';
import { serviceWorkerBuildPlugin } from './vite/service-worker-build.ts';
import { ssrBuildPlugin } from './vite/ssr-build.ts';
import { styledComponentIds } from './vite/styled-components-ids.ts';

// BRANDS_DIR builds from another brands folder (a test of a new brand); default: the repo's brands/.
const brandsDir = process.env.BRANDS_DIR
  ? resolve(process.env.BRANDS_DIR)
  : fileURLToPath(new URL('../../brands', import.meta.url));
const api = 'http://localhost:3000';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// The build the API serves (every brand, or one with BRAND) gets the server renderer of the public
// pages; the shared build of build:brands reads its brand from index.html, which a server has not.
const servedByApi = process.env.AULA_BUILD !== 'shared';

export default defineConfig({
  // BRAND=<allyCode> builds that ally alone; without it the preview build holds every brand.
  // AULA_BUILD=shared: the brand-free build `npm run build:brands` makes every ally's folder from.
  plugins: [
    react(),
    brandsPlugin({ brandsDir, only: process.env.BRAND || undefined, shared: process.env.AULA_BUILD === 'shared' }),
    // AULA_ROUTE_BUDGETS=report measures without failing (a build from before the budgets held).
    routeBudgetPlugin({
      repoRoot,
      budgets: loadRouteBudgets,
      enforce: process.env.AULA_ROUTE_BUDGETS !== 'report',
    }),
    prefetchListPlugin({ appModules: APP_MODULES }),
    precompressPlugin(),
    serviceWorkerBuildPlugin({ entry: 'src/sw/service-worker.ts', appModules: APP_MODULES }),
    ssrBuildPlugin({ entry: 'src/ssr/entry-server.tsx', enabled: servedByApi && !process.env.BRAND }),
  ],
  // The same styled-components ids in the browser build and the server renderer (ssr-build.ts).
  oxc: { plugins: { styledComponents: styledComponentIds } },
  server: {
    // /media (lesson videos, captions, downloads), /reports (the business report PDF) and /fonts (the
    // brands' typefaces) are the API's too.
    proxy: { '/api': api, '/admin': api, '/healthz': api, '/media': api, '/reports': api, '/fonts': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Seven characters of hash, not eight (the bundler refuses fewer for this many chunks): the start-up
    // code names every chunk it may preload and hashes do not compress: 0.1-0.2 KB brotli per route.
    rollupOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
      },
    },
  },
});
