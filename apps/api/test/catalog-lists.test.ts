import {
  allyCustomersResponse,
  allyTypesResponse,
  campusesResponse,
  catalogList,
  countriesAllResponse,
  groupsResponse,
  levelMaturityResponse,
  reviewsResponse,
  subjectsResponse,
  teachersResponse,
} from '@aula/contracts/catalogs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';

const ctx = useTestApp();

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /api/catalogs/countries-all/', () => {
  it('lists every known country with its dial code and whether an ally offers it', async () => {
    const response = await get('/api/catalogs/countries-all/');
    expect(response.statusCode).toBe(200);
    const all = countriesAllResponse.parse(response.json());
    expect(all.find((c) => c.code === 'mx')).toMatchObject({ dial_code: '+52', offered: true });
    expect(all.find((c) => c.code === 'ar')).toMatchObject({ dial_code: '+54', offered: false });
  });
});

describe('public reference lists', () => {
  it.each([
    ['/api/level_maturity', levelMaturityResponse, 'Inicial'],
    ['/api/catalogs/reviews/', reviewsResponse, 'Abarrotes Lupita'],
    ['/api/catalogs/weekly_incomes/', catalogList, 'Menos de $2,000'],
    ['/api/teacher/', teachersResponse, 'Mariana López'],
    ['/api/campus/', campusesResponse, 'Centro Comunitario Coyoacán'],
    ['/api/group/', groupsResponse, 'Sabatino'],
    ['/api/subject/', subjectsResponse, 'Finanzas'],
    ['/api/type_ally/', allyTypesResponse, 'Banco'],
    ['/admin/catalogs/business_types/', catalogList, 'Tienda de abarrotes'],
    ['/admin/catalogs/employee_numbers/', catalogList, 'Solo yo'],
    ['/admin/catalogs/business_improvements/', catalogList, 'Vender por internet'],
    ['/admin/catalogs/education_levels/', catalogList, 'Licenciatura'],
  ] as const)('%s answers a plain array without a token', async (url, schema, expected) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const list = schema.parse(response.json());
    expect(JSON.stringify(list)).toContain(expected);
  });

  it('orders the maturity levels from the first step up', async () => {
    const levels = levelMaturityResponse.parse((await get('/api/level_maturity')).json());
    expect(levels.map((level) => level.order)).toEqual([1, 2, 3, 4]);
  });
});

describe('GET /api/catalogs/ally_customers/', () => {
  it("lists only the given ally's customers", async () => {
    const response = await get('/api/catalogs/ally_customers/?ally__code=crecer');
    const customers = allyCustomersResponse.parse(response.json());
    expect(customers.length).toBeGreaterThan(0);
    expect(customers.every((customer) => customer.ally_code === 'crecer')).toBe(true);
  });

  it('answers an empty list for an unknown ally', async () => {
    expect((await get('/api/catalogs/ally_customers/?ally__code=nadie')).json()).toEqual([]);
  });

  it('answers 400 naming ally__code when it is missing or malformed (upper case)', async () => {
    for (const url of ['/api/catalogs/ally_customers/', '/api/catalogs/ally_customers/?ally__code=NO_VALE']) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request', fields: [{ field: 'ally__code' }] });
    }
  });
});
