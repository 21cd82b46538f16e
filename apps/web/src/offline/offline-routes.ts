import { type OfflineEndpoint, type OfflineKind, pathMatcher } from '@aula/contracts/endpoint';

const paramCount = (path: string) => path.split('{').length - 1;

/**
 * What the worker does with a request, by the offline rules the contracts declare (written into
 * sw.js at build time): `undefined` for a request no rule names. A fixed path is tried before a
 * template it also fits, as the API routes them: `/api/lessons/following/` is a list, not the
 * lesson `{id}` "following".
 */
export function offlineKindOf(
  endpoints: readonly OfflineEndpoint[],
): (method: string, pathname: string) => OfflineKind | undefined {
  const rules = [...endpoints]
    .sort((a, b) => paramCount(a.path) - paramCount(b.path))
    .map(({ method, path, offline }) => ({ method, offline, matches: pathMatcher(path) }));
  return (method, pathname) => rules.find((rule) => rule.method === method && rule.matches(pathname))?.offline;
}
