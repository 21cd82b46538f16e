import { businessData, businessSurveyResponse, personalData } from '@aula/contracts/profile';
import { DEMO_PASSWORD, DEMO_USERS } from '@aula/demo-content/demo-users';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenFor, useTestApp } from './helpers/app';
import { bearer } from './helpers/content';

let maria: string;
let jose: string;
const ctx = useTestApp();
beforeAll(async () => {
  maria = await tokenFor(ctx.app, DEMO_USERS[0]);
  jose = await tokenFor(ctx.app, DEMO_USERS[1]);
}, 30_000);

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload && { payload }) });

describe('/api/personal_data/', () => {
  it('starts from the registered name and saves a partial edit', async () => {
    const before = personalData.parse((await call('GET', '/api/personal_data/', maria)).json());
    expect(before).toMatchObject({
      first_name: 'María',
      last_name: 'Demo',
      email: 'demo@impulsa.example',
      country: 'mx',
    });
    const patched = await call('PATCH', '/api/personal_data/', maria, {
      last_name: 'González',
      birth_date: '1985-04-12',
      gender: 'female',
    });
    expect(patched.statusCode).toBe(200);
    expect(personalData.parse(patched.json())).toMatchObject({
      first_name: 'María',
      last_name: 'González',
      birth_date: '1985-04-12',
    });
  });

  it("never shows or changes another learner's data", async () => {
    await call('PATCH', '/api/personal_data/', jose, { first_name: 'Pepe' });
    expect(personalData.parse((await call('GET', '/api/personal_data/', maria)).json()).first_name).toBe('María');
  });

  it('answers 400 naming the field for a bad, year-0 or future date, a bad email, an unknown or oversized education level and a read-only phone', async () => {
    const cases: [object, string][] = [
      [{ birth_date: '12/04/1985' }, 'birth_date'],
      [{ birth_date: '0000-01-01' }, 'birth_date'],
      [{ birth_date: '2999-01-01' }, 'birth_date'],
      [{ education_level_id: 2_147_483_648 }, 'education_level_id'],
      [{ email: 'no-es-correo' }, 'email'],
      [{ education_level_id: 9999 }, 'education_level_id'],
      [{ phone_number: '+525511112222' }, 'phone_number'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('PATCH', '/api/personal_data/', maria, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([expect.objectContaining({ field })]);
    }
  });

  it("answers 409 email_taken for another account's email", async () => {
    const response = await call('PATCH', '/api/personal_data/', maria, {
      email: 'DEMO@crecer.example',
      current_password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'email_taken' });
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/personal_data/')).statusCode).toBe(401);
    expect((await call('PATCH', '/api/personal_data/', undefined, { first_name: 'X' })).statusCode).toBe(401);
  });
});

describe('/api/business_data/', () => {
  it("returns the learner's business with its address and map position", async () => {
    const business = businessData.parse((await call('GET', '/api/business_data/', jose)).json());
    expect(business).toMatchObject({
      business_name: 'Abarrotes Don José',
      address: { postal_code: '09000', lat: 19.3574 },
    });
  });

  it('saves fields, replaces improvements and clears the address with null', async () => {
    const types = (await call('GET', '/admin/catalogs/business_improvements/')).json() as { id: number }[];
    const ids = types.slice(0, 2).map((type) => type.id);
    const response = await call('PATCH', '/api/business_data/', maria, { founded_year: 2015, improvement_ids: ids });
    expect(businessData.parse(response.json())).toMatchObject({
      founded_year: 2015,
      improvement_ids: ids,
      business_name: 'Fonda Doña María',
    });
    const cleared = businessData.parse((await call('PATCH', '/api/business_data/', maria, { address: null })).json());
    expect(cleared.address).toBeNull();
  });

  it('answers 400 naming the field for an unknown business type, a latitude of 100 and an unknown key', async () => {
    const cases: [object, string][] = [
      [{ business_type_id: 9999 }, 'business_type_id'],
      [{ improvement_ids: [9999] }, 'improvement_ids'],
      [
        {
          address: {
            street: 'a',
            exterior_number: '1',
            neighborhood: 'b',
            city: 'c',
            state: 'd',
            postal_code: '01000',
            country: 'mx',
            lat: 100,
            lng: 0,
          },
        },
        'address.lat',
      ],
      [{ owner_id: 1 }, 'owner_id'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('PATCH', '/api/business_data/', maria, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([expect.objectContaining({ field })]);
    }
  });

  it('refuses a city from another state of the catalogue (Guadalajara in Ciudad de México), keeps a matching one', async () => {
    const address = {
      street: 'Av. Juárez',
      exterior_number: '10',
      neighborhood: 'Centro',
      city: 'Guadalajara',
      state: 'Ciudad de México',
      postal_code: '44100',
      country: 'mx',
      lat: 20.66,
      lng: -103.35,
    };
    const wrong = await call('PATCH', '/api/business_data/', maria, { address });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([{ field: 'address.city', reason: 'is not in this geographic area' }]);
    const right = await call('PATCH', '/api/business_data/', maria, { address: { ...address, state: 'Jalisco' } });
    expect(right.statusCode).toBe(200);
    expect(businessData.parse(right.json()).address).toMatchObject({ city: 'Guadalajara', state: 'Jalisco' });
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/business_data/')).statusCode).toBe(401);
  });
});

describe('POST /api/business-survey/', () => {
  it('places the learner in the maturity level of the average answer', async () => {
    const answers = [
      { question: 'separa_cuentas', value: 4 },
      { question: 'registra_ventas', value: 3 },
      { question: 'vende_en_linea', value: 2 },
    ];
    const response = await call('POST', '/api/business-survey/', maria, { answers });
    expect(businessSurveyResponse.parse(response.json())).toMatchObject({
      score: 3,
      level_maturity: { name: 'Consolidado' },
    });
    const low = await call('POST', '/api/business-survey/', maria, {
      answers: [{ question: 'separa_cuentas', value: 1 }],
    });
    expect(low.json()).toMatchObject({ level_maturity: { name: 'Inicial' } });
  });

  it('answers 400 for no answers, a value of 6 and a malformed question key', async () => {
    for (const answers of [
      [],
      [{ question: 'separa_cuentas', value: 6 }],
      [{ question: 'Separa Cuentas', value: 3 }],
    ]) {
      const response = await call('POST', '/api/business-survey/', maria, { answers });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[0].field).toMatch(/^answers/);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await call('POST', '/api/business-survey/', undefined, { answers: [] })).statusCode).toBe(401);
  });
});
