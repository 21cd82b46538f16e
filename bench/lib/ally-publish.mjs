// Row 3 of the allies bench (bench/allies.mjs): a brand published through one API process, and
// how long until the other process gives it, in its brand answer and in the ally's landing.
import { landingHtml } from './ally-landings.mjs';

const STAFF = { email: 'staff@aula.example', password: 'Aula-staff-2026' };
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function call(origin, path, { method = 'GET', token, ally, body } = {}) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(ally ? { 'x-aula-ally': ally } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/** Polls `check` every 10 ms until it holds: the ms since `since`, or Infinity after `limitMs`. */
async function msUntil(check, since, limitMs = 5000) {
  while (performance.now() - since < limitMs) {
    if (await check()) return performance.now() - since;
    await sleep(10);
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * Publishes a new tagline for `ally` through A as staff, `rounds` times; for each, the ms from the
 * publication's answer until B's GET /api/brands/{code}/ gives it (`json`) and, when `landing`, until
 * B's landing of the ally shows it (`page`). B has both cached before each publication.
 */
export async function publishSeen(a, b, ally, { rounds = 5, landing = true } = {}) {
  const { token } = await call(a.url, `/api/${ally.country}/login/`, { method: 'POST', body: STAFF });
  const taglineOn = async (server) => (await call(server.url, `/api/brands/${ally.code}/`)).tagline;
  const json = [];
  const page = [];
  for (let round = 1; round <= rounds; round += 1) {
    await taglineOn(b);
    if (landing) await landingHtml(b.url, ally);
    const current = await call(a.url, '/api/console/brand/', { token, ally: ally.code });
    const tagline = `Crece con nosotros, ronda ${round} ${Date.now().toString(36)}`;
    const saved = await call(a.url, '/api/console/brand/', {
      method: 'PUT',
      token,
      ally: ally.code,
      body: { ...current.draft, tagline, version: current.version },
    });
    await call(a.url, '/api/console/brand/publish/', {
      method: 'POST',
      token,
      ally: ally.code,
      body: { version: saved.version },
    });
    const published = performance.now();
    const [seenJson, seenPage] = await Promise.all([
      msUntil(async () => (await taglineOn(b)) === tagline, published),
      landing ? msUntil(async () => (await landingHtml(b.url, ally)).includes(tagline), published) : Number.NaN,
    ]);
    json.push(seenJson);
    page.push(seenPage);
  }
  return { json, page };
}
