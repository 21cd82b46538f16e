import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, type TestContext, testConfig } from './helpers/app';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

let ctx: TestContext;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'aula-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log("aula")');
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
