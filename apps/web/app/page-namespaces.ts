/** A route's words, named in its module's `handle` (`{ messages: ['auth'] }`). */
export interface WordsHandle {
  messages?: string[];
}

/** The namespaces of words the matched routes draw with: the browser loads them before it hydrates. */
export function pageNamespaces(matches: { route: { handle?: unknown } }[]): string[] {
  const names = matches.flatMap((match) => (match.route.handle as WordsHandle | undefined)?.messages ?? []);
  return [...new Set(names)];
}
