// What the service worker precaches: the offline shell and the code every page starts with. Each
// screen's code is kept as it is first loaded (sw/built-files.ts), so a screen never opened on the
// phone says so offline instead of showing an error.
import { createHash } from 'node:crypto';
import { type BundleChunk, staticClosure } from './route-js.ts';
import { OFFLINE_SHELL_URL } from './site-markers.ts';

/** As `workbox-precaching` takes it: a hashed file needs no revision, its name changes instead. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** What the manifest reads of a bundle's chunk. */
export type ManifestChunk = Pick<BundleChunk, 'file' | 'isEntry' | 'imports' | 'facadeModuleId'>;

/**
 * The code every page starts with (`startModules`: the client entry, the root route, the frame's
 * words) and all it imports statically, other `files` every page loads (the route manifest), and the offline shell, whose revision follows the build
 * (the shell names the build's files).
 */
export function precacheManifest(
  chunks: ManifestChunk[],
  startModules: string[],
  files: string[] = [],
): PrecacheEntry[] {
  const isStart = (chunk: ManifestChunk) =>
    startModules.some((module) => chunk.facadeModuleId?.replaceAll('\\', '/').split('?')[0]?.endsWith(module));
  const byFile = new Map(chunks.map((chunk) => [chunk.file, { ...chunk, code: '' }]));
  const start = chunks.filter(isStart).map((chunk) => chunk.file);
  const code = [...new Set([...staticClosure(byFile, start), ...files])]
    .sort()
    .map((file) => ({ url: `/${file}`, revision: null }));
  const build = [...chunks.map((chunk) => chunk.file), ...files].sort().join('\n');
  const revision = createHash('sha256').update(build).digest('hex').slice(0, 12);
  return [{ url: OFFLINE_SHELL_URL, revision }, ...code];
}
