// Which parts of `npm run bench` to run: all by default, or those named by --only (comma-separated),
// so that one part can be measured again quickly after a change.

/** In the order they run and print. */
export const SECTIONS = [
  'routes',
  'lighthouse',
  'slow3g',
  'interactions',
  'memory',
  'insight',
  'exports',
  'public-cache',
  'certificates',
  'allies',
  'chat',
  'api',
];

/** The parts that need the production server running. */
export const SERVER_SECTIONS = new Set(['lighthouse', 'slow3g', 'interactions', 'memory']);

/**
 * `only`: the --only value (undefined: every part); `noApi`: the older --no-api switch.
 * An unknown name throws, naming the known ones, rather than quietly measuring nothing.
 */
export function chosenSections({ only, noApi = false } = {}) {
  const names =
    only === undefined
      ? SECTIONS
      : only
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean);
  const unknown = names.filter((name) => !SECTIONS.includes(name));
  if (unknown.length > 0) throw new Error(`--only: unknown part ${unknown.join(', ')} (known: ${SECTIONS.join(', ')})`);
  if (names.length === 0) throw new Error(`--only names no part (known: ${SECTIONS.join(', ')})`);
  return new Set(SECTIONS.filter((name) => names.includes(name) && !(noApi && name === 'api')));
}
