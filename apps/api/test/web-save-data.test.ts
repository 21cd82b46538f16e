import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, type TestApp, type TestContext, testConfig } from './helpers/app';
import { fakeWebBuild } from './helpers/fake-web-build';

const INDEX =
  '<!doctype html><html lang="es"><head><title>Impulsa</title></head><body><div id="root"></div></body></html>';
// Stands for apps/web's entry-server (whose own test, src/ssr/data-saver.test.tsx, proves the real
// pages): a hero that is a picture, or its stand-in when told the visitor saves data. It counts
// its renders, so a test sees whether an answer came from the page cache.
const RENDERER = `
  let renders = 0;
  export async function render(url, { dataSaver }) {
    renders += 1;
    const hero = dataSaver ? '<div data-cover="light"></div>' : '<img src="/media/hero.jpg" alt="">';
    return { kind: 'page', status: 200, head: '', html: hero + '<i>' + renders + '</i>', state: '{}' };
  }`;

let ctx: TestContext;
let app: TestApp;
let origin: string;
beforeAll(async () => {
  const dist = fakeWebBuild('web-save-data', RENDERER, INDEX);
  ctx = await createTestApp();
  app = await buildApp({ config: testConfig({ WEB_DIST: dist }), db: ctx.db });
  // The renderer is used only by a listening server (it reads the API over loopback).
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
}, 30_000);
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const open = (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers });

describe('a page opened directly by a visitor saving data', () => {
  it('is rendered without pictures for Save-Data: on, marked so on <html>, and with them otherwise', async () => {
    const saver = await (await open('/mx/impulsa', { 'save-data': 'on' })).text();
    expect(saver).not.toContain('<img');
    expect(saver).toContain('data-cover="light"');
    expect(saver).toContain('<html data-data-saver="" lang="es">');
    const full = await (await open('/mx/impulsa')).text();
    expect(full).toContain('<img src="/media/hero.jpg"');
    expect(full).not.toContain('data-data-saver');
  });

  it('is rendered without pictures for the setting’s cookie, and not for another value of either', async () => {
    const cookie = await (await open('/mx/crecer', { cookie: 'csrftoken=abc; data_saver=on' })).text();
    expect(cookie).not.toContain('<img');
    // Bad input tried: values that are no request to save data.
    const refusals: Record<string, string>[] = [
      { 'save-data': 'off' },
      { 'save-data': 'yes please' },
      { cookie: 'data_saver=off' },
    ];
    for (const headers of refusals) {
      expect(await (await open('/mx/crecer', headers)).text()).toContain('<img src="/media/hero.jpg"');
    }
  });

  it('keeps the two kinds apart in the page cache, and says it varies by Save-Data and Cookie', async () => {
    const first = await open('/mx/impulsa/blog', { 'save-data': 'on' });
    expect(first.headers.get('vary')).toMatch(/Save-Data/);
    expect(first.headers.get('vary')).toMatch(/Cookie/);
    expect(first.headers.get('vary')).toMatch(/Accept-Encoding/);
    const saverPage = await first.text();
    // Straight after, within the cache's lifetime: each kind is rendered once, then reused.
    const normal = await (await open('/mx/impulsa/blog')).text();
    expect(normal).toContain('<img');
    expect(normal).not.toBe(saverPage);
    expect(await (await open('/mx/impulsa/blog', { 'save-data': 'on' })).text()).toBe(saverPage);
    expect(await (await open('/mx/impulsa/blog')).text()).toBe(normal);
    // The ETags differ, so a saver's copy never answers 304 to a full page's revalidation.
    const etags = await Promise.all([open('/mx/impulsa/blog', { 'save-data': 'on' }), open('/mx/impulsa/blog')]);
    const [saverTag, normalTag] = etags.map((response) => response.headers.get('etag'));
    expect(saverTag).not.toBe(normalTag);
    const revalidated = await open('/mx/impulsa/blog', { 'if-none-match': saverTag ?? '' });
    expect(revalidated.status).toBe(200);
  });
});
