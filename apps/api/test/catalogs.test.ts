import { countriesResponse } from '@aula/contracts/countries';
import { homepagesResponse, landingPage } from '@aula/contracts/landing';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';

const ctx = useTestApp();

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /api/catalogs/countries/', () => {
  it('lists the seeded countries with their Spanish names', async () => {
    const response = await get('/api/catalogs/countries/');
    expect(response.statusCode).toBe(200);
    const countries = countriesResponse.parse(response.json());
    expect(countries.map((c) => [c.code, c.name])).toEqual([
      ['co', 'Colombia'],
      ['mx', 'México'],
      ['pe', 'Perú'],
    ]);
  });
});

describe('GET /api/landing_pages/{code}/', () => {
  it("returns the ally's landing page with the countries it is offered in", async () => {
    const response = await get('/api/landing_pages/crecer/');
    expect(response.statusCode).toBe(200);
    const page = landingPage.parse(response.json());
    expect(page).toMatchObject({ ally_code: 'crecer', ally_name: 'Crecer', countries: ['mx', 'co'] });
    expect(page.title.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown ally', async () => {
    const response = await get('/api/landing_pages/nadie/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });

  it('answers 400 naming the code when it is malformed', async () => {
    const response = await get('/api/landing_pages/NO_VALE/');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request', fields: [{ field: 'code' }] });
  });
});

describe('GET /api/{country}/homepages/', () => {
  it('returns the mx home page blocks', async () => {
    const response = await get('/api/mx/homepages/');
    expect(response.statusCode).toBe(200);
    const { results } = homepagesResponse.parse(response.json());
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ country: 'mx' });
    expect(results[0]?.highlights.length).toBeGreaterThan(0);
  });

  it('returns an empty list for a known country without blocks and 404 for an unknown one', async () => {
    expect((await get('/api/co/homepages/')).json()).toEqual({ results: [] });
    expect((await get('/api/zz/homepages/')).statusCode).toBe(404);
  });
});
