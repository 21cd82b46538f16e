// The mixed soak: many connections for minutes, 70% reads and 30% writes, as a learner population
// at a big ally's peak would send them; the server's memory is sampled every second.
import { BROWSER_HEADERS, measure } from './load.mjs';

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Each entry: weight (out of 100), whether it writes, and the request it makes. */
function mix(learner) {
  const auth = { ...BROWSER_HEADERS, ...learner.auth };
  const json = { ...auth, 'content-type': 'application/json' };
  const scope = `country=${learner.country}&ally_code=${learner.allyCode}`;
  return [
    [25, () => ({ method: 'GET', path: `/api/lessons/${pick(learner.lessonIds)}/`, headers: auth })],
    [10, () => ({ method: 'GET', path: '/api/lesson_modules/', headers: auth })],
    [5, () => ({ method: 'GET', path: `/api/lesson_modules/${pick(learner.moduleIds)}/lessons/`, headers: auth })],
    [5, () => ({ method: 'GET', path: '/api/favorites/', headers: auth })],
    [5, () => ({ method: 'GET', path: '/api/lessons/recommendations/', headers: auth })],
    [10, () => ({ method: 'GET', path: `/api/new_lessons/?${scope}`, headers: BROWSER_HEADERS })],
    [5, () => ({ method: 'GET', path: `/api/most_viewed_lessons/?${scope}`, headers: BROWSER_HEADERS })],
    [5, () => ({ method: 'GET', path: '/api/catalogs/countries/', headers: BROWSER_HEADERS })],
    // Writes: a favourite toggled, a rating given, a part opened (which completes it).
    [10, () => ({ method: 'POST', path: `/api/lessons/${pick(learner.lessonIds)}/set_favorite/`, headers: auth })],
    [
      10,
      () => ({
        method: 'POST',
        path: `/api/lessons/${pick(learner.lessonIds)}/set_rating/`,
        headers: json,
        body: JSON.stringify({ rating: 1 + Math.floor(Math.random() * 5) }),
      }),
    ],
    [10, () => ({ method: 'GET', path: `/api/parts/${pick(learner.partIds)}/`, headers: auth })],
  ];
}

export const SOAK_WRITE_SHARE = 30;

/**
 * Runs the mix against `baseUrl` with `connections` for `seconds`, sampling the server's RSS.
 * RSS "start" is taken after a warm-up, so the JIT and the pools do not count as growth.
 */
export async function soak({ baseUrl, learner, connections = 100, seconds, rss }) {
  const entries = mix(learner);
  const total = entries.reduce((sum, [weight]) => sum + weight, 0);
  const requests = [
    {
      setupRequest: (request) => {
        let roll = Math.random() * total;
        for (const [weight, make] of entries) {
          roll -= weight;
          if (roll < 0) return { ...request, ...make() };
        }
        return { ...request, ...entries[0][1]() };
      },
    },
  ];
  await measure({ url: baseUrl, connections, seconds: Math.min(5, seconds), requests });
  const samples = [rss()];
  const timer = setInterval(() => samples.push(rss()), 1000);
  try {
    const result = await measure({ url: baseUrl, connections, seconds, requests });
    samples.push(rss());
    return { ...result, rssStart: samples[0], rssEnd: samples.at(-1), rssMax: Math.max(...samples) };
  } finally {
    clearInterval(timer);
  }
}
