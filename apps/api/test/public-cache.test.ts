import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { countries } from '../src/db/schema';
import { useTestApp } from './helpers/app';

const ctx = useTestApp();
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const COUNTRIES = '/api/catalogs/countries/';
const NEW_LESSONS = '/api/new_lessons/?country=mx&ally_code=impulsa';

/** Renames a country behind the app's back: only an invalidation can make the cache see it. */
async function renameMexico(name: string) {
  await ctx.db.update(countries).set({ name }).where(eq(countries.code, 'mx'));
}

describe('public GETs from the cache', () => {
  it('serves the stored answer until the content is invalidated, then the new one', async () => {
    const first = await get(COUNTRIES);
    expect(first.statusCode).toBe(200);
    await renameMexico('México (renombrado)');
    const cached = await get(COUNTRIES);
    expect(cached.body).toBe(first.body);
    expect(cached.headers.etag).toBe(first.headers.etag);

    await ctx.app.invalidatePublic(['catalogs']);
    const fresh = await get(COUNTRIES);
    expect(fresh.body).toContain('México (renombrado)');
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
    await renameMexico('México');
    await ctx.app.invalidatePublic();
  });

  it('invalidates only the tags named: a lesson change leaves the catalogues cached', async () => {
    const before = await get(COUNTRIES);
    await renameMexico('Mexico sin acento');
    await ctx.app.invalidatePublic(['lessons']);
    expect((await get(COUNTRIES)).body).toBe(before.body);
    await renameMexico('México');
    await ctx.app.invalidatePublic(['catalogs']);
  });

  it('keys by the whole URL: another ally or country is another answer', async () => {
    const impulsa = await get(NEW_LESSONS);
    const crecer = await get('/api/new_lessons/?country=mx&ally_code=crecer');
    const elsewhere = await get('/api/new_lessons/?country=co&ally_code=impulsa');
    expect(impulsa.json().results.length).toBeGreaterThan(0);
    expect(crecer.body).not.toBe(impulsa.body);
    expect(elsewhere.body).not.toBe(impulsa.body);
    expect((await get(NEW_LESSONS)).body).toBe(impulsa.body);
  });

  it('never stores a refusal: a bad query stays a 400 and an unknown country a 404', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect((await get('/api/new_lessons/?country=mex&ally_code=impulsa')).statusCode).toBe(400);
      expect((await get('/api/zz/posts/?ally_code=impulsa')).statusCode).toBe(404);
    }
  });

  it('computes an answer once for requests missing it together, and again after an invalidation', async () => {
    const selects = vi.spyOn(ctx.db, 'select');
    try {
      await ctx.app.invalidatePublic(['lessons']);
      const alone = await get(NEW_LESSONS);
      const queriesOfOne = selects.mock.calls.length;
      expect(queriesOfOne).toBeGreaterThan(0);

      await ctx.app.invalidatePublic(['lessons']);
      selects.mockClear();
      const together = await Promise.all(Array.from({ length: 20 }, () => get(NEW_LESSONS)));
      expect(selects.mock.calls.length).toBe(queriesOfOne);
      for (const answer of together) {
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toBe(alone.body);
      }
    } finally {
      selects.mockRestore();
    }
  });

  it('lets each request missing a refused URL get its own refusal', async () => {
    const refusals = await Promise.all(Array.from({ length: 5 }, () => get('/api/zz/posts/?ally_code=impulsa')));
    expect(refusals.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404]);
  });

  it('does not let a request made while content changed be stored as current', async () => {
    const cache = ctx.app.publicCache;
    const { stamp } = await cache.lookup('/race-test', ['blog']);
    await ctx.app.invalidatePublic(['blog']);
    await cache.store('/race-test', stamp ?? '', { body: 'old', contentType: 'application/json', etag: 'W/"x"' });
    expect((await cache.lookup('/race-test', ['blog'])).hit).toBeUndefined();
  });
});

describe('ETag and 304', () => {
  it('answers 304 with no body to a matching If-None-Match, on a miss and on a hit', async () => {
    await ctx.app.invalidatePublic(['pages']);
    const first = await get('/api/mx/homepages/');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await get('/api/mx/homepages/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A list with the tag in it, and the strong form of the same tag, match too.
    expect((await get('/api/mx/homepages/', { 'if-none-match': `"nope", ${etag.slice(2)}` })).statusCode).toBe(304);
    await ctx.app.invalidatePublic(['pages']);
    expect((await get('/api/mx/homepages/', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('answers 200 with the body to a stale or malformed If-None-Match', async () => {
    for (const tag of ['W/"stale"', 'garbage', '']) {
      const response = await get(COUNTRIES, { 'if-none-match': tag });
      expect(response.statusCode).toBe(200);
      expect(response.json().length).toBeGreaterThan(0);
    }
  });
});

describe('compression', () => {
  it('sends a large cached answer as brotli or gzip, as the client asks, with Vary', async () => {
    const url = '/api/mx/posts/?ally_code=impulsa';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Origin too: CORS headers differ by origin, and a CDN keeping the answer must know.
    expect(plain.headers.vary).toBe('Origin, Accept-Encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const gzip = await get(url, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    // Bad input tried: an encoding the API does not speak gets the plain body.
    const unknown = await get(url, { 'accept-encoding': 'compress, x-unknown' });
    expect(unknown.headers['content-encoding']).toBeUndefined();
    expect(unknown.body).toBe(plain.body);
  });

  it('compresses a large authenticated JSON answer too, and leaves a small one plain', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/mx/login/',
      payload: { email: 'demo@impulsa.example', password: 'Aula-demo-2026' },
    });
    const auth = { authorization: `Bearer ${login.json().token}` };
    const [module] = (await get('/api/lesson_modules/', auth)).json().results;
    const url = `/api/lesson_modules/${module.id}/`;
    const plain = await get(url, auth);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(url, { ...auth, 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const small = await get('/api/catalogs/countries/', { 'accept-encoding': 'br' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('over HTTP, where the fast path answers repeated GETs before the app', () => {
  let origin: string;
  beforeAll(async () => {
    origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const fetchRaw = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${url}`, { headers: { 'accept-encoding': 'br', ...headers } });
  /** The headers that differ by nature between two answers to the same URL. */
  const comparable = (response: Response) =>
    Object.fromEntries([...response.headers].filter(([name]) => !['date', 'x-request-id'].includes(name)));

  it('answers a URL the second time exactly as the app did the first time', async () => {
    for (const url of [COUNTRIES, NEW_LESSONS, '/api/mx/posts/?ally_code=impulsa']) {
      await ctx.app.invalidatePublic();
      const fromApp = await fetchRaw(url);
      const fromDoor = await fetchRaw(url);
      expect(fromDoor.status, url).toBe(200);
      expect(comparable(fromDoor), url).toEqual(comparable(fromApp));
      expect(await fromDoor.text(), url).toBe(await fromApp.text());
      expect(fromDoor.headers.get('x-request-id'), url).not.toBe(fromApp.headers.get('x-request-id'));
    }
  });

  it('sees an invalidation at once: the next GET shows the changed content', async () => {
    await fetchRaw(COUNTRIES);
    await fetchRaw(COUNTRIES);
    await renameMexico('México (por HTTP)');
    expect(await (await fetchRaw(COUNTRIES)).text()).not.toContain('por HTTP');
    await ctx.app.invalidatePublic(['catalogs']);
    expect(await (await fetchRaw(COUNTRIES)).text()).toContain('México (por HTTP)');
    await renameMexico('México');
    await ctx.app.invalidatePublic(['catalogs']);
  });

  it('answers 304 to a matching If-None-Match, and a cross-origin call with the same body', async () => {
    const first = await fetchRaw(COUNTRIES);
    const etag = first.headers.get('etag') ?? '';
    expect((await fetchRaw(COUNTRIES, { 'if-none-match': etag })).status).toBe(304);
    const crossOrigin = await fetchRaw(COUNTRIES, { origin: 'https://elsewhere.example' });
    expect(crossOrigin.status).toBe(200);
    expect(await crossOrigin.text()).toBe(await first.text());
    expect(crossOrigin.headers.get('vary')).toBe('Origin, Accept-Encoding');
  });
});
