import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Env } from '../src/config';
import { type TestApp, testConfig } from './helpers/app';
import { openTestDatabase } from './helpers/database';

// A preview web build: the shell the SPA (and its /estudio route) starts from.
const INDEX = '<!doctype html><html><head><title>Aula</title></head><body><div id="root"></div></body></html>';
const PRODUCTION = { NODE_ENV: 'production', SECRET_KEY: 'Zq3v9LmXr2T8yWcB6nKd1HfPj5sGa7Ue' };

let database: Awaited<ReturnType<typeof openTestDatabase>>;
const apps: TestApp[] = [];
let dist: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dist = mkdtempSync(join(tmpdir(), 'aula-web-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
}, 30_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

async function appWith(env: Env) {
  const app = await buildApp({ config: testConfig({ WEB_DIST: dist, ...env }), db: database.db });
  await app.ready();
  apps.push(app);
  return app;
}

const studioPaths = ['/estudio', '/estudio/', '/estudio/crecer', '/ESTUDIO', '/%65studio', '//estudio'];

async function surfaces(app: TestApp) {
  const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
  return {
    docs: [await status('/api/docs'), await status('/api/docs/json')],
    studio: await Promise.all(studioPaths.map(status)),
    // The rest of the site is served either way.
    home: await status('/mx/impulsa/login'),
  };
}

describe('production hides the API docs and the theme studio unless asked', () => {
  it('answers 404 for /api/docs and every spelling of /estudio with NODE_ENV=production', async () => {
    const app = await appWith(PRODUCTION);
    const seen = await surfaces(app);
    expect(seen.docs).toEqual([404, 404]);
    expect(seen.studio).toEqual(studioPaths.map(() => 404));
    expect(seen.home).toBe(200);
    const body = (await app.inject({ method: 'GET', url: '/estudio' })).body;
    expect(body).not.toContain('<div id="root">');
  });

  it('serves them in production with ENABLE_API_DOCS=true and ENABLE_STUDIO=true', async () => {
    const seen = await surfaces(await appWith({ ...PRODUCTION, ENABLE_API_DOCS: 'true', ENABLE_STUDIO: 'true' }));
    expect(seen.docs).toEqual([200, 200]);
    expect(seen.studio).toEqual(studioPaths.map(() => 200));
  });

  it('serves them outside production, unless turned off', async () => {
    expect(await surfaces(await appWith({ NODE_ENV: 'development' }))).toMatchObject({
      docs: [200, 200],
      studio: studioPaths.map(() => 200),
    });
    const off = await surfaces(
      await appWith({ NODE_ENV: 'development', ENABLE_API_DOCS: 'false', ENABLE_STUDIO: 'false' }),
    );
    expect(off.docs).toEqual([404, 404]);
    expect(off.studio).toEqual(studioPaths.map(() => 404));
  });
});
