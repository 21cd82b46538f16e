// Every text file of the build is written beside itself as .br (quality 11) and .gz (level 9), so
// the server sends compressed bytes without compressing per request (apps/api/src/plugins/web.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/;
/** Below this, compressing saves less than the header costs. */
const MIN_BYTES = 512;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    // .vite (reports) and .ssr (the server renderer) are never sent to browsers.
    if (name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes file.br and file.gz for each text file of `dir` worth compressing; returns how many. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!TEXT.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gz = gzipSync(content, { level: 9 });
    if (br.length < content.length) writeFileSync(`${file}.br`, br);
    if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}

/**
 * After the browser build is written. index.html is left out: per-brand builds rewrite it, and the
 * server compresses pages itself (they are rendered per request).
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'aula-precompress',
    apply: 'build',
    writeBundle(options) {
      if (this.environment.config.consumer !== 'client' || !options.dir) return;
      precompressDir(options.dir);
    },
  };
}
