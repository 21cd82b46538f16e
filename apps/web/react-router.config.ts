import type { Config } from '@react-router/dev/config';

// The site's pages on React Router's framework mode (docs/decisions/0015): drawn on the server by
// the API (apps/api/src/plugins/web.ts loads the server build), hydrated in the browser.
export default {
  appDirectory: 'app',
  buildDirectory: 'dist',
  ssr: true,
  // Every route is known from the start (a static file, kept by the offline worker): a phone offline
  // cannot ask the server which route an address is.
  routeDiscovery: { mode: 'initial' },
  // `vite build` builds the browser's and the server's environments in one run.
  future: { v8_viteEnvironmentApi: true },
} satisfies Config;
