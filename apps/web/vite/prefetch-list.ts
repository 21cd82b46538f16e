import type { Plugin } from 'vite';
import { staticClosure } from './route-js.ts';

/** Stands in boot.ts for the list of the application's files; replaced when the bundle is made. */
export const APP_FILES_PLACEHOLDER = '__AULA_APP_FILES__';

/**
 * Writes into the start-up chunk the files the application needs (the chunk of `appModule` and
 * everything it imports statically), so boot.ts can fetch them ahead at low priority without
 * running them. The start-up chunk's name already changes with these names (it imports the
 * application chunk, whose name changes with its imports), so a cached copy is never stale.
 */
export function prefetchListPlugin({ appModule }: { appModule: string }): Plugin {
  return {
    name: 'aula-prefetch-list',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const app = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(appModule));
      if (!app) return;
      const byFile = new Map(
        chunks.map((chunk) => [
          chunk.fileName,
          { file: chunk.fileName, code: '', isEntry: chunk.isEntry, imports: chunk.imports },
        ]),
      );
      const files = [...staticClosure(byFile, [app.fileName])]
        .filter((file) => !byFile.get(file)?.isEntry)
        .map((file) => `/${file}`);
      for (const chunk of chunks) {
        if (chunk.code.includes(APP_FILES_PLACEHOLDER)) {
          // Whatever quotes the minifier chose; the list goes in as a JSON string boot.ts parses.
          const literal = new RegExp(`([\`'"])${APP_FILES_PLACEHOLDER}\\1`);
          chunk.code = chunk.code.replace(literal, () => JSON.stringify(JSON.stringify(files)));
        }
      }
    },
  };
}
