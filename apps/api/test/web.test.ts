import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, type TestApp, type TestContext, testConfig } from './helpers/app';
import { fakeWebBuild } from './helpers/fake-web-build';

const INDEX = '<!doctype html><html><head><title>Aula</title></head><body><div id="root"></div></body></html>';
const APP_JS = `console.log(${JSON.stringify('aula '.repeat(200))})`;

let ctx: TestContext;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'aula-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), APP_JS);
  // What the web build writes beside each text file (apps/web/vite/precompress-plugin.ts).
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(APP_JS));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'route-js.json'), '[]');
  ctx = await createTestApp({ WEB_DIST: dist });
}, 30_000);
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('serving the web build', () => {
  it('serves index.html at / without caching it', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a deep link with index.html so a reload lands in the SPA', async () => {
    const response = await get('/mx/impulsa/login');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves fingerprinted assets as immutable and a missing asset as a 404', async () => {
    const asset = await get('/assets/app-1a2b3c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/missing-000.js')).statusCode).toBe(404);
  });

  it('sends an asset precompressed as the client prefers (brotli, else gzip, else plain), varying by encoding', async () => {
    const asset = (acceptEncoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/assets/app-1a2b3c.js',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    // Brotli refused with q=0: gzip.
    const gzip = await asset('br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);

    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('revalidates pages with an ETag: the same page again is a 304 without a body', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/mx/impulsa', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(INDEX);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await ctx.app.inject({ method: 'GET', url: '/mx/impulsa', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A stale or made-up tag gets the page.
    const other = await ctx.app.inject({ method: 'GET', url: '/mx/impulsa', headers: { 'if-none-match': '"old"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(INDEX);
  });

  it('keeps the build’s own files (.vite reports, the .ssr renderer) off the site', async () => {
    expect((await get('/.vite/route-js.json')).statusCode).toBe(404);
    expect((await get('/.ssr/entry-server.js')).statusCode).toBe(404);
  });

  it('answers /deployment.json with an empty file when the build has none (same-origin defaults)', async () => {
    const response = await get('/deployment.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('never falls back to the SPA under /api, /admin or /reports', async () => {
    for (const url of ['/api/nothing-here/', '/admin/nothing-here/', '/reports/nothing-here/', '/api']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: expect.stringContaining(url) });
    }
    const post = await ctx.app.inject({ method: 'POST', url: '/api/nothing-here/' });
    expect(post.statusCode).toBe(404);
  });
});

describe('with a server renderer in the build', () => {
  // Stands for apps/web's entry-server: proves what the plugin does with each kind of answer.
  const RENDERER = `
    export async function render(url, { apiOrigin, pageOrigin }) {
      if (url === '/mx/impulsa/blog/precios') {
        return { kind: 'page', status: 200, head: '', html: '<a>' + (pageOrigin ?? 'no origin') + '</a>', state: '{}' };
      }
      if (url === '/mx/impulsa') {
        const health = await fetch(apiOrigin + '/healthz');
        return { kind: 'page', status: 200, head: '<title>Impulsa</title><style>h1{color:red}</style>', html: '<h1>Impulsa</h1>', state: JSON.stringify({ api: health.status }) };
      }
      if (url === '/mx/impulsa/login') {
        return { kind: 'frame', status: 200, head: '<title>Impulsa</title>', html: '<header>Impulsa</header>' };
      }
      if (url === '/xx/nobody') return { kind: 'redirect', status: 302, location: '/' };
      if (url === '/mx/broken') throw new Error('the renderer failed');
      return null;
    }`;
  let app: TestApp;
  let origin: string;
  beforeAll(async () => {
    const dist = fakeWebBuild('web-ssr', RENDERER, INDEX);
    app = await buildApp({
      config: testConfig({ WEB_DIST: dist, FRONTEND_ORIGINS: 'https://impulsa.example,http://aula.localhost' }),
      db: ctx.db,
    });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  }, 30_000);
  afterAll(() => app.close());

  it('sends a public page with its content, head and data already in the HTML', async () => {
    const response = await fetch(`${origin}/mx/impulsa`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    const html = await response.text();
    expect(html).toContain('<div id="root" data-ssr=""><h1>Impulsa</h1></div>');
    expect(html).toContain('<title>Impulsa</title><style>h1{color:red}</style>\n  </head>');
    // The page's title replaces the shell's: a browser keeps the first one.
    expect(html).not.toContain('<title>Aula</title>');
    // The renderer read the API over loopback.
    expect(html).toContain('<script type="application/json" id="aula-ssr-state">{"api":200}</script>');
  });

  it('sends the ally’s loading frame for a page the browser draws: no data-ssr (drawn over, not hydrated), no state', async () => {
    const response = await fetch(`${origin}/mx/impulsa/login`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root" data-frame=""><header>Impulsa</header></div>');
    expect(html).toContain('<title>Impulsa</title>\n  </head>');
    expect(html).not.toContain('data-ssr');
    expect(html).not.toContain('aula-ssr-state');
  });

  it('tells the renderer the origin a page was asked at only when the server serves it, each its own copy', async () => {
    const sent = async (host: string) =>
      (await app.inject({ method: 'GET', url: '/mx/impulsa/blog/precios', headers: { host } })).body;
    expect(await sent('aula.localhost')).toContain('<a>http://aula.localhost</a>');
    // Bad input tried: a Host this server does not serve; the cached page of another origin is not reused.
    expect(await sent('evil.example')).toContain('<a>no origin</a>');
    expect(await sent('aula.localhost')).toContain('<a>http://aula.localhost</a>');
  });

  it('passes on a redirect and falls back to the shell when the renderer fails or declines', async () => {
    const redirect = await fetch(`${origin}/xx/nobody`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/');
    const broken = await fetch(`${origin}/mx/broken`);
    expect(broken.status).toBe(200);
    expect(await broken.text()).toBe(INDEX);
    expect(await (await fetch(`${origin}/mx/impulsa/seccion`)).text()).toBe(INDEX);
  });
});

describe('without a web build', () => {
  it('answers / with a plain-text hint and unknown API paths with JSON 404', async () => {
    const app = await buildApp({ config: testConfig(), db: ctx.db });
    try {
      const root = await app.inject({ method: 'GET', url: '/' });
      expect(root.statusCode).toBe(200);
      expect(root.headers['content-type']).toMatch(/text\/plain/);
      expect(root.body).toContain('not built');
      expect((await app.inject({ method: 'GET', url: '/api/unknown/' })).json()).toMatchObject({ error: 'not_found' });
    } finally {
      await app.close();
    }
  });
});
