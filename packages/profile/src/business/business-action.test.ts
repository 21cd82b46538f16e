import { mockState } from '@aula/mocks/state';
import { clearAllCookies, plantSession } from '@aula/testing/cookies';
import { useMswServer } from '@aula/testing/msw';
import { postToAction } from '@aula/testing/page-action';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedAna } from '../test-fixtures';
import { businessDataAction } from './business-action';

// The business form posted to the server before the app runs.
// Bad input tried: an empty business name, a founding year of "19", a city of another state
// (Guadalajara in Ciudad de México, which the API refuses), a new country posted with the old
// country's state, a business type that is no id ("abc"), the API down, a form the screen has not.

const server = useMswServer();
beforeEach(() => {
  plantSession('mock-token-1');
  seedAna();
});
afterEach(clearAllCookies);

const PAGE = '/mx/impulsa/seccion/perfil/negocio';

type Answer = {
  data: { form: string | null; values: Record<string, unknown>; refusal?: { code: string; fields: unknown[] } };
  init: { status?: number };
};

const post = async (fields: Record<string, string | string[]>) =>
  (await postToAction(businessDataAction, PAGE, { country: 'mx', allyCode: 'impulsa' }, fields)).answer as unknown;

/** Ana's form as the server draws it, every field under its contract name. */
const anasForm = (): Record<string, string | string[]> => {
  const { business } = seedAna();
  const { address } = business;
  return {
    _form: 'business',
    business_name: business.business_name,
    business_type_id: String(business.business_type_id),
    employee_number_id: String(business.employee_number_id),
    weekly_income_id: '',
    founded_year: String(business.founded_year),
    improvement_ids: ['', ...business.improvement_ids.map(String)],
    'address.country': address?.country ?? '',
    'address.state': address?.state ?? '',
    'address.city': address?.city ?? '',
    'address.postal_code': address?.postal_code ?? '',
    'address.street': address?.street ?? '',
    'address.exterior_number': address?.exterior_number ?? '',
    'address.neighborhood': address?.neighborhood ?? '',
  };
};

const savedBusiness = () => mockState().businessData[1];

describe('businessDataAction', () => {
  it('saves a new name, income and improvements and goes back to the form, saying it was saved', async () => {
    const income = mockState().weeklyIncomes[0]?.id;
    const improvement = mockState().businessImprovements.at(-1)?.id;
    const answer = await post({
      ...anasForm(),
      business_name: 'Pasteles Ana e Hijas',
      weekly_income_id: String(income),
      improvement_ids: ['', String(improvement)],
      'address.street': 'Av. Universidad',
    });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toBe(`${PAGE}?guardado=1`);
    expect(savedBusiness()).toMatchObject({
      business_name: 'Pasteles Ana e Hijas',
      weekly_income_id: income,
      improvement_ids: [improvement],
      address: { street: 'Av. Universidad', city: 'Coyoacán', lat: 19.3467, lng: -99.1617 },
    });
  });

  it('clears every improvement when every box is cleared (only the empty value posted)', async () => {
    await post({ ...anasForm(), improvement_ids: '' });
    expect(savedBusiness()?.improvement_ids).toEqual([]);
  });

  it('draws an empty name and a year of "19" back with the values sent, 400, saving nothing', async () => {
    const answer = (await post({ ...anasForm(), business_name: '', founded_year: '19' })) as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({ form: 'business', values: { business_name: '', founded_year: '19' } });
    expect(answer.data.refusal).toBeUndefined();
    expect(savedBusiness()?.business_name).toBe('Pasteles Ana');
  });

  it('takes a business type that is no id ("abc") as none chosen', async () => {
    const answer = await post({ ...anasForm(), business_type_id: 'abc' });
    expect((answer as Response).headers.get('location')).toBe(`${PAGE}?guardado=1`);
    expect(savedBusiness()?.business_type_id).toBeNull();
  });

  it("draws the API's refusal of a city of another state (Guadalajara in Ciudad de México) by the city", async () => {
    const answer = (await post({ ...anasForm(), 'address.city': 'Guadalajara' })) as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data.values).toMatchObject({ address: { state: 'Ciudad de México', city: 'Guadalajara' } });
    expect(answer.data.refusal).toMatchObject({ fields: [{ field: 'address.city' }] });
    expect(savedBusiness()?.address?.city).toBe('Coyoacán');
  });

  it("asks for the new country's state when the country changes with the old one's state (Colombia, Ciudad de México)", async () => {
    const answer = (await post({ ...anasForm(), 'address.country': 'co' })) as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data.values).toMatchObject({
      address: { country: 'co', state: '', city: '', street: expect.any(String) },
    });
    expect(savedBusiness()?.address?.country).toBe('mx');
  });

  it('keeps the values sent and says the API failed when it cannot save', async () => {
    server.use(http.patch('*/api/business_data/', () => HttpResponse.json({}, { status: 503 })));
    const answer = (await post({ ...anasForm(), business_name: 'Otra' })) as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({
      form: 'business',
      values: { business_name: 'Otra' },
      refusal: { code: 'http_503' },
    });
  });

  it('refuses a form it does not know, saving nothing', async () => {
    const answer = (await post({ ...anasForm(), _form: 'personal', business_name: 'Nada' })) as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data.form).toBeNull();
    expect(savedBusiness()?.business_name).toBe('Pasteles Ana');
  });
});
