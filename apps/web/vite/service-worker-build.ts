import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/**
 * After the browser build, builds the service worker (src/sw/service-worker.ts) into <outDir>/sw.js:
 * one classic script at the site's root (its scope), named by no hash so browsers find updates;
 * its version is the build's index.html, so a new build replaces the old shell.
 */
export function serviceWorkerBuildPlugin({ entry }: { entry: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'aula-service-worker-build',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const index = join(outDir, 'index.html');
      const version = existsSync(index)
        ? createHash('sha256').update(readFileSync(index)).digest('hex').slice(0, 12)
        : 'dev';
      await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        // Workbox's modules read process.env.NODE_ENV (its development logging): a worker has no
        // process, so the production value is written in.
        define: { __AULA_SW_VERSION__: JSON.stringify(version), 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2020',
          lib: {
            entry: join(config.root, entry),
            formats: ['iife'],
            name: 'aulaServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}

function resolve(root: string, dir: string) {
  return dir.startsWith('/') ? dir : join(root, dir);
}
