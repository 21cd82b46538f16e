import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, type TestApp, type TestContext, testConfig } from './helpers/app';
import { fakeWebBuild } from './helpers/fake-web-build';

// Stands for apps/web's entry-server: a page that shows the address it was drawn for (as a reset
// or opt-out page holds its link's answer) and counts its renders, so a page given from the page
// cache shows as a render that did not happen.
const RENDERER = `
  let renders = 0;
  export async function render(url) {
    renders += 1;
    return { kind: 'page', status: 200, head: '', html: '<main>render ' + renders + ' of ' + url + '</main>', state: '{}' };
  }`;

let ctx: TestContext;
let app: TestApp;
let origin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const dist = fakeWebBuild('web-token-pages', RENDERER);
  app = await buildApp({ config: testConfig({ WEB_DIST: dist }), db: ctx.db });
  // The renderer is used only by a listening server (it reads the API over loopback).
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
}, 30_000);
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const twice = async (path: string) => {
  const first = await fetch(`${origin}${path}`);
  const second = await fetch(`${origin}${path}`);
  return { first, texts: [await first.text(), await second.text()] };
};

describe('a page whose address carries a link’s token', () => {
  it.each([
    ['a reset link', '/mx/impulsa/restablecer?uidb64=MQ&token=c0ffee-reset-token'],
    ['an opt-out link', `/mx/impulsa/recordatorios/baja?t=mock-opt-out-1-${'a'.repeat(20)}`],
    ['an opt-out link, done', `/mx/impulsa/recordatorios/baja?t=mock-opt-out-1-${'a'.repeat(20)}&hecho=1`],
    ['a token under an encoded name', '/mx/impulsa/restablecer?uidb64=MQ&%74oken=c0ffee'],
  ])('(%s) is drawn for each visit and sent no-store, never from the page cache', async (_name, path) => {
    const { first, texts } = await twice(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.headers.get('etag')).toBeNull();
    expect(texts[0]).toContain('<main>render');
    // Two renders: the second visitor was not given the first one's page.
    expect(texts[0]).not.toBe(texts[1]);
  });

  it("a certificate's page: drawn for each visit (a revocation shows at once), no-store, kept from search engines", async () => {
    const { first, texts } = await twice('/mx/impulsa/certificados/0f8b6a52-5a3e-4a53-9a43-6a2f5d3c9b11');
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.headers.get('x-robots-tag')).toBe('noindex');
    expect(texts[0]).not.toBe(texts[1]);
  });

  it('leaves the same pages without a token as they were: cached a few seconds and revalidated', async () => {
    for (const path of ['/mx/impulsa/recuperar', '/mx/impulsa/recuperar-pin?enviado=1']) {
      const { first, texts } = await twice(path);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(first.headers.get('etag')).not.toBeNull();
      expect(texts[0]).toBe(texts[1]);
    }
  });
});
