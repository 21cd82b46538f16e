import { VALID_WA_CODE } from '@aula/mocks/fixtures/secrets';
import { DEMO_LOGIN_PIN } from '@aula/mocks/fixtures/users';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { postToAction } from '@aula/testing/page-action';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { resetPinAction } from './reset-pin-action';

// The forgotten-PIN page's forms posted to the server before the app runs. Bad input tried: a
// number cut short ("55 12"), a code of three digits ("123") with a guessable PIN ("1111"), a
// wrong code ("000000"), a code form without its number, a form the page has not; the API's
// refusal tried: too many code requests (429).

const server = useMswServer();

type Answer = {
  data: {
    form: string | null;
    values: Record<string, unknown>;
    refusal?: { code: string; fields: { field: string; reason: string }[] };
  };
  init: { status?: number };
} & Response;

const post = async (fields: Record<string, string | string[]>, query = '') =>
  (
    await postToAction(
      resetPinAction,
      `/co/impulsa/recuperar-pin${query}`,
      { country: 'co', allyCode: 'impulsa' },
      fields,
    )
  ).answer as unknown as Answer;

const number = { phone_number: '5550000001', phone_number_country: 'mx' };
const sentQuery = '?phone_number=5550000001&phone_number_country=mx&enviado=1700000000000';
const pinForm = (fields: Record<string, string | string[]> = {}) =>
  post({ _form: 'pin', ...number, verification_code: [...VALID_WA_CODE], login_pin: '4827', ...fields }, sentQuery);
const locationOf = (answer: Answer) => new URL(answer.headers.get('location') ?? '', 'http://aula.invalid');
const BLANK = { verification_code: '', login_pin: '' };

describe('resetPinAction, the number', () => {
  it('sends a code and shows the code’s form with the number and the time in the address, 303', async () => {
    const before = Date.now();
    const location = locationOf(await post({ _form: 'ask', ...number }));
    expect(location.pathname).toBe('/co/impulsa/recuperar-pin');
    expect(location.searchParams.get('phone_number')).toBe('5550000001');
    expect(location.searchParams.get('phone_number_country')).toBe('mx');
    expect(Number(location.searchParams.get('enviado'))).toBeGreaterThanOrEqual(before);
  });

  it('draws a number cut short back as typed, 400', async () => {
    const answer = await post({ _form: 'ask', phone_number: '55 12', phone_number_country: 'mx' });
    expect(answer.init.status).toBe(400);
    expect(answer.data).toEqual({ form: 'ask', values: { phone_number: { country: 'mx', number: '55 12' } } });
  });

  it('shows the API’s refusal of too many requests, the number kept', async () => {
    server.use(
      http.put('*/api/mx/reset_login_pin/', () =>
        HttpResponse.json({ error: 'rate_limited', message: 'Too many', retry_after: 60 }, { status: 429 }),
      ),
    );
    const answer = await post({ _form: 'ask', ...number });
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({
      form: 'ask',
      values: { phone_number: { number: '5550000001' } },
      refusal: { code: 'rate_limited' },
    });
  });
});

describe('resetPinAction, the code and the new PIN', () => {
  it('changes the PIN with the right code and sends the learner to sign in, 303', async () => {
    const answer = await pinForm();
    expect(answer.headers.get('location')).toBe('/co/impulsa/login');
    expect(mockState().users[0]?.loginPin).toBe('4827');
  });

  it('draws a short code and a guessable PIN back with their faults, both boxes empty, 400', async () => {
    const answer = await pinForm({ verification_code: ['1', '2', '3', '', '', ''], login_pin: '1111' });
    expect(answer.init.status).toBe(400);
    expect(answer.data.values).toEqual(BLANK);
    expect(answer.data.refusal?.fields).toEqual([
      { field: 'verification_code', reason: 'must be 6 digits' },
      { field: 'login_pin', reason: 'is too easy to guess' },
    ]);
    expect(mockState().users[0]?.loginPin).toBe(DEMO_LOGIN_PIN);
  });

  it('says a wrong code is wrong, both boxes empty, the old PIN kept', async () => {
    const answer = await pinForm({ verification_code: [...'000000'] });
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({ form: 'pin', values: BLANK, refusal: { code: 'invalid_code' } });
    expect(mockState().users[0]?.loginPin).toBe(DEMO_LOGIN_PIN);
  });

  it('sends another code on the resend button, the countdown from now', async () => {
    const location = locationOf(await pinForm({ resend: '1' }));
    expect(location.searchParams.get('phone_number')).toBe('5550000001');
    expect(Number(location.searchParams.get('enviado'))).toBeGreaterThan(1700000000000);
    expect(mockState().users[0]?.loginPin).toBe(DEMO_LOGIN_PIN);
  });

  it('goes back to the number, kept, on “use another number”', async () => {
    const location = locationOf(await pinForm({ otro_numero: '1' }));
    expect(Object.fromEntries(location.searchParams)).toEqual({
      phone_number: '5550000001',
      phone_number_country: 'mx',
    });
  });

  it('asks for the number again when the code’s form comes without one', async () => {
    const answer = await post({ _form: 'pin', verification_code: [...VALID_WA_CODE], login_pin: '4827' });
    expect(answer.headers.get('location')).toBe('/co/impulsa/recuperar-pin');
    expect(mockState().users[0]?.loginPin).toBe(DEMO_LOGIN_PIN);
  });

  it('refuses a form the page has not, 400', async () => {
    const answer = await post({ _form: 'email', ...number });
    expect(answer.init.status).toBe(400);
    expect(answer.data.form).toBeNull();
  });
});
