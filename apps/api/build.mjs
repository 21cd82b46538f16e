// Bundles the API into dist/server.js, its migration step into dist/migrate.js and the embedded
// database's thread into dist/pglite-thread.js. npm dependencies stay external (installed next to it);
// @aula/* workspace packages are bundled because they export TypeScript source.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
  .filter((name) => !name.startsWith('@aula/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  // The embedded database's thread is loaded by file, beside server.js (src/db/pglite-remote.ts).
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    migrate: new URL('./src/migrate.ts', import.meta.url).pathname,
    'pglite-thread': new URL('./src/db/pglite-thread.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log('built dist/server.js, dist/migrate.js and dist/pglite-thread.js');
