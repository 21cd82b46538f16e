import type { Plugin } from 'vite';
import { staticClosure } from './route-js.ts';

/** Stands in boot.ts for the list of the application's files; replaced when the bundle is made. */
export const APP_FILES_PLACEHOLDER = '__AULA_APP_FILES__';

/**
 * Writes into the start-up chunk the files the application needs (the chunks of `appModules`, the
 * application and the words every page shows, and everything they import statically), so boot.ts
 * can fetch them ahead at low priority without running them. The start-up chunk's name already changes with these names (it imports the
 * application chunk, whose name changes with its imports), so a cached copy is never stale.
 */
export function prefetchListPlugin({ appModules }: { appModules: string[] }): Plugin {
  return {
    name: 'aula-prefetch-list',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const app = chunks.filter((chunk) =>
        appModules.some((module) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(module)),
      );
      if (app.length === 0) return;
      const byFile = new Map(
        chunks.map((chunk) => [
          chunk.fileName,
          { file: chunk.fileName, code: '', isEntry: chunk.isEntry, imports: chunk.imports },
        ]),
      );
      const roots = app.map((chunk) => chunk.fileName);
      const files = [...staticClosure(byFile, roots)]
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
