import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, type TestApp, type TestContext, testConfig } from './helpers/app';

const INDEX = '<!doctype html><html><head><title>Aula</title></head><body><div id="root"></div></body></html>';
// Counts its renders, so a page served from the cache shows as a render that did not happen.
const RENDERER = `
  let renders = 0;
  export async function render(url) {
    renders += 1;
    return { kind: 'frame', status: 200, head: '<title>Impulsa</title>', html: '<header>render ' + renders + '</header>' };
  }`;

let ctx: TestContext;
let app: TestApp;
let origin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const dist = mkdtempSync(join(tmpdir(), 'aula-web-return-'));
  mkdirSync(join(dist, '.ssr'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, '.ssr', 'entry-server.js'), RENDERER);
  app = await buildApp({ config: testConfig({ WEB_DIST: dist }), db: ctx.db });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
}, 30_000);
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('the return link page (/{country}/{ally}/volver?t=…)', () => {
  it('is drawn for each visit and sent no-store, never from the page cache', async () => {
    const url = `${origin}/mx/impulsa/volver?t=${'A'.repeat(43)}`;
    const first = await fetch(url);
    const second = await fetch(url);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.headers.get('etag')).toBeNull();
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
    const [one, two] = [await first.text(), await second.text()];
    expect(one).toContain('<header>render');
    // Two renders: the second visit was not given the first one's page.
    expect(one).not.toBe(two);
  });

  it('leaves the other pages as they were: cached a few seconds and revalidated', async () => {
    const first = await fetch(`${origin}/mx/impulsa/login`);
    const second = await fetch(`${origin}/mx/impulsa/login`);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(await first.text()).toBe(await second.text());
  });
});
