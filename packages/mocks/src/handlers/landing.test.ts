import { describe, expect, it } from 'vitest';
import { mockState, resetMockState } from '../state';

const origin = 'http://aula.test';

describe('mock landing pages and catalogs', () => {
  it("returns an ally's landing page and 404 for an unknown code", async () => {
    const found = await fetch(`${origin}/api/landing_pages/crecer/`);
    expect(await found.json()).toMatchObject({ ally_code: 'crecer', ally_name: 'Crecer' });

    const missing = await fetch(`${origin}/api/landing_pages/nadie/`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'not_found', message: 'Landing page not found' });
  });

  it('serves reshaped state until resetMockState restores the fixtures', async () => {
    mockState().countries = [];
    expect(await (await fetch(`${origin}/api/catalogs/countries/`)).json()).toEqual([]);
    resetMockState();
    expect(await (await fetch(`${origin}/api/catalogs/countries/`)).json()).toHaveLength(3);
  });
});
