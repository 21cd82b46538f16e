// What the service worker precaches: the shell and the code a phone needs to start the app
// offline. Each screen's code is kept as it is first loaded (sw/built-files.ts), so a screen never
// opened on the phone says so offline instead of showing an error.
import { createHash } from 'node:crypto';
import { type BundleChunk, staticClosure } from './route-js.ts';

/** As `workbox-precaching` takes it: a hashed file needs no revision, its name changes instead. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** What the manifest reads of a bundle's chunk. */
export type ManifestChunk = Pick<BundleChunk, 'file' | 'isEntry' | 'imports' | 'facadeModuleId'>;

/**
 * The start-up script, the application it loads (`appModules`, src/boot.ts) and all they import
 * statically, and the shell, whose revision is its content.
 */
export function precacheManifest(chunks: ManifestChunk[], appModules: string[], shellHtml?: string): PrecacheEntry[] {
  const isApp = (chunk: ManifestChunk) =>
    appModules.some((module) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
  const byFile = new Map(chunks.map((chunk) => [chunk.file, { ...chunk, code: '' }]));
  const start = chunks.filter((chunk) => chunk.isEntry || isApp(chunk)).map((chunk) => chunk.file);
  const code = [...staticClosure(byFile, start)].sort().map((file) => ({ url: `/${file}`, revision: null }));
  if (shellHtml === undefined) return code;
  const revision = createHash('sha256').update(shellHtml).digest('hex').slice(0, 12);
  return [{ url: '/index.html', revision }, ...code];
}
