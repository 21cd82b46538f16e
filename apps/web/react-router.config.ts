import type { Config } from '@react-router/dev/config';

// The site's pages on React Router's framework mode (docs/decisions/0015): drawn on the server by
// the API (apps/api/src/plugins/web.ts loads the server build), hydrated in the browser. An ally's
// own static folder (`AULA_BUILD=shared` for build:brands, or `BRAND=<allyCode>`) has no server to
// draw its pages: it is a single-page build (React Router's SPA mode, one index.html).
const staticSite = process.env.AULA_BUILD === 'shared' || Boolean(process.env.BRAND);

export default {
  appDirectory: 'app',
  buildDirectory: process.env.AULA_BUILD_DIR ?? 'dist',
  ssr: !staticSite,
  // Every route is known from the start (a static file, kept by the offline worker): a phone offline
  // cannot ask the server which route an address is.
  routeDiscovery: { mode: 'initial' },
  // `vite build` builds the browser's and the server's environments in one run.
  future: { v8_viteEnvironmentApi: true },
} satisfies Config;
