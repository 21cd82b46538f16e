import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, type TestApp, type TestContext, testConfig } from './helpers/app';
import { consoleCaller } from './helpers/console-team';
import { fakeWebBuild } from './helpers/fake-web-build';

const INDEX =
  '<!doctype html><html lang="es"><head><title>Impulsa</title></head><body><div id="root"></div></body></html>';
// Stands for apps/web's renderer: it counts its renders, so a test sees whether a page came from the page cache.
const RENDERER = `
  let renders = 0;
  export async function render() {
    renders += 1;
    return { kind: 'page', status: 200, head: '', html: '<i>' + renders + '</i>', state: '{}' };
  }`;

let ctx: TestContext;
let app: TestApp;
let origin: string;
beforeAll(async () => {
  const dist = fakeWebBuild('console-pages', RENDERER, INDEX);
  ctx = await createTestApp();
  app = await buildApp({ config: testConfig({ WEB_DIST: dist }), db: ctx.db });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
}, 30_000);
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const call = consoleCaller(() => app);
const renderNumber = async (path: string) => /<i>(\d+)<\/i>/.exec(await (await fetch(`${origin}${path}`)).text())?.[1];

describe('server-rendered pages after a console edit', () => {
  it('draws the landing again at once after its save, where it would otherwise come from the page cache', async () => {
    const first = await renderNumber('/mx/impulsa');
    expect(await renderNumber('/mx/impulsa')).toBe(first);
    const { id: _id, ...landing } = (await call('impulsa editor', 'GET', '/api/console/landing/')).json();
    const saved = await call('impulsa editor', 'PUT', '/api/console/landing/', { ...landing, title: 'Nueva portada' });
    expect(saved.statusCode).toBe(200);
    expect(Number(await renderNumber('/mx/impulsa'))).toBeGreaterThan(Number(first));
  });

  it('draws the blog again at once after a post is published', async () => {
    const first = await renderNumber('/mx/impulsa/blog');
    expect(await renderNumber('/mx/impulsa/blog')).toBe(first);
    const created = await call('impulsa editor', 'POST', '/api/console/posts/', {
      country: 'mx',
      title: 'Recién publicada',
      body_html: '<p>Hola</p>',
      author: 'Elena',
    });
    await call('impulsa editor', 'POST', `/api/console/posts/${created.json().id}/publish/`, { version: 1 });
    expect(Number(await renderNumber('/mx/impulsa/blog'))).toBeGreaterThan(Number(first));
  });
});
