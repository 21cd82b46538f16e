import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OfflineEndpoint } from '@aula/contracts/endpoint';
import { build, type Plugin, type ResolvedConfig, runnerImport } from 'vite';
import { type ManifestChunk, precacheManifest } from './precache-manifest.ts';

/**
 * The contracts' offline rules as a plain table: importing the declarations into the worker would
 * bring their schemas (zod) with them. @aula/contracts is TypeScript source, which Node 20 cannot
 * import from a bundled vite.config; Vite's module runner transforms it instead.
 */
async function loadOfflineEndpoints(root: string): Promise<OfflineEndpoint[]> {
  const { module } = await runnerImport<typeof import('@aula/contracts/endpoints')>('@aula/contracts/endpoints', {
    root,
    logLevel: 'error',
    environments: { inline: { resolve: { noExternal: [/^@aula\//] } } },
  });
  return module.offlineEndpoints;
}

/**
 * After the browser build, builds the service worker (src/sw/service-worker.ts) into <outDir>/sw.js:
 * one classic script at the site's root (its scope), named by no hash so browsers find updates.
 * Written into it: the files it precaches (precache-manifest.ts), so a new build's shell or start-up
 * code changes sw.js and replaces the old, and the offline rules declared on the contracts' endpoints.
 */
export function serviceWorkerBuildPlugin({ entry, appModules }: { entry: string; appModules: string[] }): Plugin {
  let config: ResolvedConfig;
  let chunks: ManifestChunk[] = [];
  return {
    name: 'aula-service-worker-build',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                file: output.fileName,
                isEntry: output.isEntry,
                imports: output.imports,
                facadeModuleId: output.facadeModuleId,
              },
            ]
          : [],
      );
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const index = join(outDir, 'index.html');
      const precache = precacheManifest(
        chunks,
        appModules,
        existsSync(index) ? readFileSync(index, 'utf8') : undefined,
      );
      await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        define: {
          __AULA_PRECACHE__: JSON.stringify(precache),
          __AULA_OFFLINE_ENDPOINTS__: JSON.stringify(await loadOfflineEndpoints(config.root)),
          // Workbox's modules read process.env.NODE_ENV (its development logging): a worker has no
          // process, so the production value is written in.
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
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
