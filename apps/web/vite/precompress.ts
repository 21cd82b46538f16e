// Every text file of the browser build is written beside itself as .br (quality 11) and .gz
// (level 9), so the server sends compressed bytes without compressing per request
// (apps/api/src/plugins/web.ts). index.html is left out: per-brand builds rewrite it, and the
// server compresses pages itself (they are rendered per request). The server renderer's build
// (.ssr) is never sent to browsers, so it is not compressed.
import { constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

export const PRECOMPRESSED = /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/;
/** Below this, compressing saves less than the header costs. */
const MIN_BYTES = 512;

export function precompressPlugin(): Plugin {
  const plugin = compression({
    include: PRECOMPRESSED,
    threshold: MIN_BYTES,
    logLevel: 'silent',
    algorithms: [
      defineAlgorithm('brotliCompress', {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
  });
  // Left out of the server renderer's build altogether: the plugin compresses from inside other
  // plugins' hooks, which a per-environment filter would not reach.
  return { ...plugin, apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild };
}
