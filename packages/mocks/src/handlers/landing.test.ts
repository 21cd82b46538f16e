import { LANDINGS } from '@aula/demo-content/landings';
import { describe, expect, it } from 'vitest';
import { mockState, resetMockState } from '../state';
import { callMock } from '../test-client';

const origin = 'http://aula.test';
const asImpulsaEditor = { as: 5, ally: 'impulsa' };

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

  it('quotes on each demo landing the reviews the demo wrote for that ally, the same its console edits', async () => {
    for (const [code, editor] of [
      ['impulsa', 5],
      ['crecer', 6],
    ] as const) {
      const shown = await fetch(`${origin}/api/landing_pages/${code}/`).then((answer) => answer.json());
      expect(shown.reviews).toEqual(LANDINGS[code]?.reviews);
      expect((await callMock('/api/console/landing/', { as: editor, ally: code })).body.reviews).toEqual(shown.reviews);
    }
  });

  it('shows a console save on the public landing, and no reviews once the team removed every one', async () => {
    const { body: loaded } = await callMock('/api/console/landing/', asImpulsaEditor);
    const { id: _id, ...landing } = loaded;
    const saved = await callMock('/api/console/landing/', {
      method: 'PUT',
      ...asImpulsaEditor,
      body: { ...landing, title: 'Tu negocio, más fuerte', reviews: [] },
    });
    expect(saved.body).toMatchObject({ reviews: [], version: landing.version + 1 });
    const shown = await fetch(`${origin}/api/landing_pages/impulsa/`).then((answer) => answer.json());
    expect(shown).toMatchObject({ title: 'Tu negocio, más fuerte' });
    expect(shown).not.toHaveProperty('reviews');
  });
});
