import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consoleBrand } from '@aula/contracts/console-brand';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { consoleCaller } from './helpers/console-team';

// Issue 39: an installed app's name and colours follow the console's "Marca" with no rebuild.
const BUILT = {
  name: 'Impulsa',
  short_name: 'Impulsa',
  description: 'Aprende a hacer crecer tu negocio, a tu ritmo.',
  start_url: '/mx/impulsa',
  theme_color: '#0b5cad',
  background_color: '#f6f8fb',
  icons: [{ src: '/assets/favicon-1a2b.svg', sizes: 'any', type: 'image/svg+xml' }],
};

const dist = mkdtempSync(join(tmpdir(), 'aula-manifest-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
writeFileSync(join(dist, 'manifest-impulsa.webmanifest'), JSON.stringify(BUILT));

const ctx = useTestApp({ WEB_DIST: dist });
const call = consoleCaller(() => ctx.app);
const manifest = async (url: string) => ctx.app.inject({ method: 'GET', url });

describe("an ally's app manifest, as its team last published it", () => {
  it('is the build’s own until the team publishes, then carries the published names, line, colours and country', async () => {
    const before = await manifest('/manifest-impulsa.webmanifest');
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(before.headers['cache-control']).toBe('no-cache');
    expect(before.json()).toEqual(BUILT);

    const loaded = consoleBrand.parse((await call('impulsa admin', 'GET', '/api/console/brand/')).json());
    const colors = { ...loaded.draft.colors, light: { ...loaded.draft.colors.light, primary: '#7a1f5c' } };
    const saved = await call('impulsa admin', 'PUT', '/api/console/brand/', {
      ...loaded.draft,
      name: 'Impulsa Negocios Pro',
      short_name: 'Impulsa Pro',
      tagline: 'Tu negocio, un paso a la vez.',
      colors,
      default_country: 'co',
      version: loaded.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await call('impulsa admin', 'POST', '/api/console/brand/publish/', {
      version: saved.json().version,
    });
    expect(published.statusCode, published.body).toBe(200);

    const after = (await manifest('/manifest-impulsa.webmanifest')).json();
    expect(after).toMatchObject({
      name: 'Impulsa Negocios Pro',
      short_name: 'Impulsa Pro',
      description: 'Tu negocio, un paso a la vez.',
      theme_color: '#7a1f5c',
      start_url: '/co/impulsa',
      icons: BUILT.icons,
    });
  });

  it('draws the manifest of an ally the build has no file of (one created in the console) from its brand', async () => {
    const crecer = await manifest('/manifest-crecer.webmanifest');
    expect(crecer.statusCode).toBe(200);
    expect(crecer.json()).toMatchObject({ name: 'Crecer', start_url: '/mx/crecer', display: 'standalone', icons: [] });
  });

  it('answers 404 for an ally no one has, and for a name no ally code can have (tried: ../, capitals)', async () => {
    expect((await manifest('/manifest-no-such-ally.webmanifest')).statusCode).toBe(404);
    expect((await manifest('/manifest-..%2Fpackage.webmanifest')).statusCode).toBe(404);
    expect((await manifest('/manifest-IMPULSA.webmanifest')).statusCode).toBe(404);
  });
});
