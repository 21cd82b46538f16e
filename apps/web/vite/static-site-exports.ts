import type { Plugin } from 'vite';

/** A route module's exports a single-page build cannot have: they answer on a server. */
const SERVER_ONLY = new Set(['loader', 'action', 'HydrateFallback']);
const RE_EXPORT = /^export \{([^}]*)\} from ('[^']+');$/gm;

/** `export { a as loader, b as clientLoader } from '…';` without its server-only names. */
export function withoutServerExports(code: string): string {
  return code.replace(RE_EXPORT, (_line, names: string, from: string) => {
    const kept = names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !SERVER_ONLY.has(name.split(/\s+as\s+/).at(-1) ?? name));
    return kept.length > 0 ? `export { ${kept.join(', ')} } from ${from};` : '';
  });
}

/**
 * In a static site's build (no server: React Router's SPA mode) the route modules lose what only a
 * server runs: their `loader` and `action` (forms posted before the app; the app answers them
 * itself) and a `HydrateFallback` below the root (the page is drawn in the browser anyway). Route
 * modules name these as re-exports, which is what this removes.
 */
export function staticSiteExportsPlugin({ enabled }: { enabled: boolean }): Plugin {
  return {
    name: 'aula-static-site-exports',
    enforce: 'pre',
    apply: () => enabled,
    transform(code, id) {
      if (!/\/pages\/[^/]+\.tsx(\?|$)/.test(id)) return undefined;
      const kept = withoutServerExports(code);
      return kept === code ? undefined : { code: kept, map: null };
    },
  };
}
