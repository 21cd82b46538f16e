import { createHash } from 'node:crypto';

/** An inline script that runs: no `src`, and no data type (JSON, JSON-LD) that the browser never runs. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/(?:ld\+)?json")([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The page's Content-Security-Policy with its own inline scripts allowed by their hashes (React
 * Router's hand-over of the route data and its module start): any other inline script stays
 * refused. A hash, not a nonce, so a page kept in the page cache is the same bytes for everyone.
 */
export function pageScriptsPolicy(policy: string, html: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, , body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
  if (hashes.length === 0) return policy;
  return policy.replace(
    /script-src ([^;]*)/,
    (_directive, sources: string) => `script-src ${sources} ${[...new Set(hashes)].join(' ')}`,
  );
}
