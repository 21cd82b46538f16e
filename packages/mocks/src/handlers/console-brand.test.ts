import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandFolders } from '../fixtures/brands';
import { callMock } from '../test-client';

const IMPULSA_ADMIN = 4;
const IMPULSA_EDITOR = 5;

const brandsDir = join(import.meta.dirname, '..', '..', '..', '..', 'brands');
const readJson = (...path: string[]) => JSON.parse(readFileSync(join(brandsDir, ...path), 'utf8'));

const asAdmin = { as: IMPULSA_ADMIN, ally: 'impulsa' };

/** Impulsa's draft as the console reads it, ready to be sent back with a change. */
async function draftToSave() {
  const { body } = await callMock('/api/console/brand/', asAdmin);
  return { ...body.draft, version: body.version };
}

describe('the console brand mock', () => {
  it('keeps the demo brand folders as they are (brand.json’s name, tagline and site fields, theme.json’s colours)', () => {
    for (const [code, folder] of Object.entries(brandFolders)) {
      const brand = readJson(code, 'brand.json');
      expect(folder).toEqual({
        name: brand.name,
        tagline: brand.tagline,
        // A folder's logo is its logo.svg, built in: the brand names none of its own.
        logo_url: null,
        // Nor an app icon: the build's icons.
        app_icon_url: null,
        colors: readJson(code, 'theme.json').colors,
        // No folder names a short name: the name, 12 characters at most.
        short_name: brand.shortName ?? brand.name.slice(0, 12),
        organization: {
          name: brand.organization.name,
          url: brand.organization.url,
          logo_caption: brand.organization.logoCaption,
        },
        legal: { terms_url: brand.legal.termsUrl, privacy_url: brand.legal.privacyUrl },
        share_networks: brand.shareNetworks,
        countries: brand.countries,
        default_country: brand.defaultCountry,
        // No folder names a typeface: its theme's own fonts.
        font: 'system',
      });
    }
  });

  it("shows an ally's pages its folder's brand (version 0) until its team publishes, and 404 for no ally", async () => {
    const site = await callMock('/api/brands/crecer/');
    expect(site).toEqual({ status: 200, body: { ...brandFolders.crecer, version: 0, suspended: false } });
    expect((await callMock('/api/brands/nadie/')).status).toBe(404);
  });

  it("lets an editor read the draft and refuses an editor's save with 403 (tried: impulsa's editor saving)", async () => {
    const read = await callMock('/api/console/brand/', { as: IMPULSA_EDITOR, ally: 'impulsa' });
    expect(read.body).toMatchObject({ id: 1, version: 1, published_version: null, draft: { name: 'Impulsa' } });
    const body = await draftToSave();
    const saved = await callMock('/api/console/brand/', { method: 'PUT', as: IMPULSA_EDITOR, ally: 'impulsa', body });
    expect(saved.status).toBe(403);
  });

  it('saves a draft with the next version and records the changed fields, learners still seeing the folder', async () => {
    const body = { ...(await draftToSave()), tagline: 'Tu negocio, paso a paso.' };
    const saved = await callMock('/api/console/brand/', { method: 'PUT', ...asAdmin, body });
    expect(saved.body).toMatchObject({ version: 2, published_version: null, draft: { tagline: body.tagline } });
    const history = await callMock('/api/console/history/brand/1/', asAdmin);
    expect(history.body.results[0]).toMatchObject({ action: 'updated', summary: { fields: ['tagline'] } });
    expect((await callMock('/api/brands/impulsa/')).body.tagline).toBe(brandFolders.impulsa?.tagline);
  });

  it('refuses a stale version with 409 edit_conflict and the brand as it is now (tried: version 1 after a save)', async () => {
    const body = await draftToSave();
    await callMock('/api/console/brand/', { method: 'PUT', ...asAdmin, body });
    const stale = await callMock('/api/console/brand/', { method: 'PUT', ...asAdmin, body });
    expect(stale).toMatchObject({ status: 409, body: { error: 'edit_conflict', current: { version: 2 } } });
    const publish = await callMock('/api/console/brand/publish/', { method: 'POST', ...asAdmin, body: { version: 1 } });
    expect(publish).toMatchObject({ status: 409, body: { current: { version: 2 } } });
  });

  it('refuses a country the platform has not, naming the field (tried: "zz")', async () => {
    const body = { ...(await draftToSave()), countries: ['mx', 'zz'] };
    const refused = await callMock('/api/console/brand/', { method: 'PUT', ...asAdmin, body });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toContainEqual({ field: 'countries', reason: expect.stringContaining('not zz') });
  });

  it('refuses colours below WCAG AA on the failing field (tried: white text on a pale yellow button)', async () => {
    const body = await draftToSave();
    body.colors.light.primary = '#ffe680';
    const refused = await callMock('/api/console/brand/', { method: 'PUT', ...asAdmin, body });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toContainEqual({
      field: 'colors.light.onPrimary',
      reason: expect.stringContaining('needs 4.5:1'),
    });
  });

  it("publishes the draft: the ally's pages draw it, and the history says who published", async () => {
    const body = { ...(await draftToSave()), name: 'Impulsa Negocios', font: 'lora' };
    await callMock('/api/console/brand/', { method: 'PUT', ...asAdmin, body });
    const published = await callMock('/api/console/brand/publish/', {
      method: 'POST',
      ...asAdmin,
      body: { version: 2 },
    });
    expect(published.body).toMatchObject({ version: 2, published_version: 2, published_at: expect.any(String) });
    expect((await callMock('/api/brands/impulsa/')).body).toMatchObject({
      name: 'Impulsa Negocios',
      short_name: 'Impulsa',
      countries: ['mx', 'co', 'pe'],
      font: 'lora',
      version: 2,
    });
    const history = await callMock('/api/console/history/brand/1/', asAdmin);
    expect(history.body.results[0]).toMatchObject({ action: 'published', user: { id: IMPULSA_ADMIN } });
  });
});
