import { type Plugin, runnerImport } from 'vite';

type EarlyTapModule = typeof import('@aula/contracts/early-tap');

/**
 * Puts the early tap's inline script (@aula/contracts/early-tap: it holds a tap made before boot.ts
 * runs) in the head of every page, exactly as the API's CSP hashes it (plugins/security.ts).
 * TypeScript source, which Node 20 cannot import from a bundled vite.config: Vite's module runner
 * reads it, as brands-plugin.ts reads @aula/brand.
 */
export function earlyTapPlugin(): Plugin {
  let root = process.cwd();
  let script: Promise<string> | undefined;
  const load = () =>
    runnerImport<EarlyTapModule>('@aula/contracts/early-tap', {
      root,
      logLevel: 'error',
      environments: { inline: { resolve: { noExternal: [/^@aula\//] } } },
    }).then(({ module }) => module.EARLY_TAP_SCRIPT);
  return {
    name: 'aula-early-tap',
    configResolved(config) {
      root = config.root;
    },
    async transformIndexHtml() {
      script ??= load();
      return [{ tag: 'script', children: await script, injectTo: 'head' }];
    },
  };
}
