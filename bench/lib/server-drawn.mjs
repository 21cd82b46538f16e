// A learner's page must come from the server already drawn for them (#root[data-ssr][data-learner],
// apps/api/src/plugins/web-render.ts): an API build older than the server rendering of learner pages sends
// the loading frame instead, and every learner figure then measures a page drawn from scratch in
// the browser (Lighthouse TBT ten times the real one). Checked once before measuring.

/** True when the HTML is a page the server drew for the signed-in learner (not a frame the browser fills). */
export function isDrawnForLearner(html) {
  const root = /<div\b[^>]*\bid="root"[^>]*>/.exec(html)?.[0] ?? '';
  return /\bdata-ssr\b/.test(root) && /\bdata-learner\b/.test(root);
}

/** Throws, saying what to do, when `path` signed in by `cookies` comes back undrawn. */
export async function assertServerDrawn(origin, cookies, path = '/mx/impulsa/seccion') {
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const response = await fetch(`${origin}${path}`, { headers: { cookie } });
  const html = await response.text();
  if (response.ok && isDrawnForLearner(html)) return;
  throw new Error(
    `${path} signed in came back ${response.status} without the server's drawing: the API build is probably older than its learner-page rendering; rebuild it (pnpm --filter @aula/api build) or leave out --skip-build`,
  );
}
