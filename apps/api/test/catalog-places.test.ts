import { citiesResponse, geographicAreasResponse, postalCodesResponse } from '@aula/contracts/catalogs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';

const ctx = useTestApp();

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

async function areaNamed(name: string) {
  const areas = geographicAreasResponse.parse((await get('/api/catalogs/geographic_areas/')).json());
  const area = areas.find((item) => item.name === name);
  if (!area) throw new Error(`no area ${name}`);
  return area;
}

describe('geographic areas', () => {
  it('lists the Mexican states among all areas', async () => {
    expect(await areaNamed('Jalisco')).toMatchObject({ country: 'mx' });
  });

  it('lists only the areas of one country by its id', async () => {
    const countries = (await get('/api/catalogs/countries/')).json() as { id: number; code: string }[];
    const co = countries.find((country) => country.code === 'co');
    const response = await get(`/api/catalogs/geographic-area-by-country/${co?.id}/`);
    const areas = geographicAreasResponse.parse(response.json());
    expect(areas.map((area) => area.name)).toContain('Antioquia');
    expect(areas.every((area) => area.country === 'co')).toBe(true);
  });

  it('answers 404 for an unknown country id and 400 for a non-numeric one', async () => {
    expect((await get('/api/catalogs/geographic-area-by-country/99999/')).statusCode).toBe(404);
    const bad = await get('/api/catalogs/geographic-area-by-country/mx/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: [{ field: 'id' }] });
  });
});

describe('GET /api/city-by-geographic-area/{id}/', () => {
  it('wraps the cities of the area in `cities`', async () => {
    const area = await areaNamed('Ciudad de México');
    const response = await get(`/api/city-by-geographic-area/${area.id}/`);
    const { cities } = citiesResponse.parse(response.json());
    expect(cities.map((city) => city.name)).toEqual(expect.arrayContaining(['Coyoacán', 'Iztapalapa']));
    expect(cities.every((city) => city.geographic_area_id === area.id)).toBe(true);
  });

  it('places every city on the map (lat/lng inside the country)', async () => {
    const area = await areaNamed('Ciudad de México');
    const { cities } = citiesResponse.parse((await get(`/api/city-by-geographic-area/${area.id}/`)).json());
    const coyoacan = cities.find((city) => city.name === 'Coyoacán');
    expect(coyoacan?.lat).toBeCloseTo(19.35, 1);
    expect(coyoacan?.lng).toBeCloseTo(-99.16, 1);
  });

  it('answers 404 for an unknown area and 400 for id 0', async () => {
    expect((await get('/api/city-by-geographic-area/99999/')).statusCode).toBe(404);
    expect((await get('/api/city-by-geographic-area/0/')).statusCode).toBe(400);
  });
});

describe('GET /api/catalogs/postal_codes/', () => {
  it('lists every settlement of a postal code with its city and state', async () => {
    const response = await get('/api/catalogs/postal_codes/?postal_code=04100');
    const codes = postalCodesResponse.parse(response.json());
    expect(codes).toHaveLength(2);
    expect(codes[0]).toMatchObject({ city: 'Coyoacán', geographic_area: 'Ciudad de México', country: 'mx' });
  });

  it("gives a settlement without a position of its own its city's position", async () => {
    const [code] = postalCodesResponse.parse((await get('/api/catalogs/postal_codes/?postal_code=09000')).json());
    expect(code).toMatchObject({ city: 'Iztapalapa', lat: 19.3574, lng: -99.0671 });
  });

  it('answers an empty list for a well-formed unknown code', async () => {
    expect((await get('/api/catalogs/postal_codes/?postal_code=99999')).json()).toEqual([]);
  });

  it('answers 400 naming postal_code when it is missing, has letters or is too short', async () => {
    for (const query of ['', '?postal_code=04a00', '?postal_code=12']) {
      const response = await get(`/api/catalogs/postal_codes/${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request', fields: [{ field: 'postal_code' }] });
    }
  });
});
