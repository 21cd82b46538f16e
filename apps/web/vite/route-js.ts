// What a route makes a phone download before its screen can run: the entry's static imports plus
// its screens' chunks and their static imports, each file compressed as the server sends it.
// Pure functions over a bundle description, so the budget check and its tests share them.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One emitted JavaScript file: the files it imports statically and the source module it stands for. */
export interface BundleChunk {
  file: string;
  code: string;
  isEntry: boolean;
  /** Static imports (file names of other chunks): loaded before this one runs. */
  imports: string[];
  /** The module a lazy import() of this chunk names (absolute path), if any. */
  facadeModuleId?: string | null;
}

export interface RouteModules {
  /** The route's pattern, for the report. */
  route: string;
  /** The lazily imported screens the route renders, as paths from the repository root. */
  modules: string[];
  /**
   * Sent rendered by the server: readable before any script, so what it needs first is the
   * start-up script alone; the application follows on the visitor's first touch (src/boot.ts).
   */
  serverRendered?: boolean;
}

export interface CompressedSize {
  raw: number;
  gzip: number;
  brotli: number;
}

export function compressedSize(code: string | Uint8Array): CompressedSize {
  const buffer = typeof code === 'string' ? Buffer.from(code) : Buffer.from(code);
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }).length,
  };
}

/** The files loaded with `start`: itself and every file reachable through static imports. */
export function staticClosure(chunks: Map<string, BundleChunk>, start: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [...start];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) pending.push(imported);
  }
  return seen;
}

const normalise = (path: string) => path.replaceAll('\\', '/');

/** The chunk a lazy import of `module` loads; a route naming a module no chunk stands for is a mistake. */
export function chunkOfModule(chunks: Iterable<BundleChunk>, repoRoot: string, module: string): BundleChunk {
  const wanted = normalise(`${repoRoot.replace(/\/$/, '')}/${module}`);
  for (const chunk of chunks) {
    if (chunk.facadeModuleId && normalise(chunk.facadeModuleId) === wanted) return chunk;
  }
  throw new Error(`route budgets: no chunk is the lazy screen ${module} (renamed or no longer lazy?)`);
}

export interface RouteJs extends CompressedSize {
  route: string;
  /** What the page downloads before it is usable: these figures are the ones budgeted. */
  files: string[];
  /** Everything the page runs once the application has started (the same as `files` when not server-rendered). */
  app: CompressedSize & { files: string[] };
}

/**
 * Each route's JavaScript: the entry's closure plus, unless the page is server-rendered, the
 * application's (`appModules`, loaded by the entry on demand) and its screens' closures.
 */
export function measureRoutes(
  chunkList: BundleChunk[],
  repoRoot: string,
  routes: RouteModules[],
  appModules: string[] = [],
): RouteJs[] {
  const chunks = new Map(chunkList.map((chunk) => [chunk.file, chunk]));
  const entries = chunkList.filter((chunk) => chunk.isEntry).map((chunk) => chunk.file);
  const sizes = new Map<string, CompressedSize>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      size = compressedSize(chunks.get(file)?.code ?? '');
      sizes.set(file, size);
    }
    return size;
  };
  const total = (files: string[]) =>
    files
      .map(sizeOf)
      .reduce(
        (sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }),
        { raw: 0, gzip: 0, brotli: 0 },
      );
  const app = appModules.map((module) => chunkOfModule(chunkList, repoRoot, module).file);
  return routes.map(({ route, modules, serverRendered = false }) => {
    const screens = modules.map((module) => chunkOfModule(chunkList, repoRoot, module).file);
    const appFiles = [...staticClosure(chunks, [...entries, ...app, ...screens])].sort();
    const files = serverRendered ? [...staticClosure(chunks, entries)].sort() : appFiles;
    return { route, files, ...total(files), app: { files: appFiles, ...total(appFiles) } };
  });
}
