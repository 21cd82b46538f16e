/** React's preload of an image marked `fetchPriority="high"` (the first cover), which it writes at the body's start. */
const HIGH_PRIORITY_IMAGE = /<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*\/>/g;

/**
 * Takes the largest paint's preload out of the body, for the head to ask for it first: a learner's
 * page also announces its scripts (modulepreload, about sixty files), and on HTTP/1.1's six
 * connections a preload found after them waits for them (issue 26's bench: LCP 3.8 s behind the
 * scripts). Hydration does not look at these links: they are React's resources, not the tree.
 */
export function hoistImagePreloads(html: string): { html: string; preloads: string } {
  const preloads = html.match(HIGH_PRIORITY_IMAGE) ?? [];
  return { html: preloads.length > 0 ? html.replace(HIGH_PRIORITY_IMAGE, '') : html, preloads: preloads.join('\n') };
}
