import { useMswServer } from '@aula/testing/msw';
import { postToAction } from '@aula/testing/page-action';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { registerAction } from './register-action';

// The registrations posted to the server before the app runs. Bad input tried: a guessable PIN,
// terms not accepted, a number already registered, a form the page has not.

const server = useMswServer();

const post = async (fields: Record<string, string>, search = '') =>
  (await postToAction(registerAction, `/mx/impulsa/registro${search}`, { country: 'mx', allyCode: 'impulsa' }, fields))
    .answer as unknown as {
    data: { form: string; values: Record<string, unknown>; refusal?: { code: string } };
    init: { status?: number };
  } & Response;

const quick = (fields: Record<string, string> = {}) => ({
  _form: 'quick',
  first_name: 'Rosa',
  phone_number: '5611112222',
  phone_number_country: 'mx',
  login_pin: '4827',
  accepts_terms: 'on',
  ...fields,
});

describe('registerAction', () => {
  it('sends the quick registration and goes on to the code screen with the number in its address', async () => {
    // Typed with spaces, as people write numbers: the address carries its digits.
    const answer = await post(
      quick({ phone_number: '56 1111 2222' }),
      '?redirect=%2Fmx%2Fimpulsa%2Fseccion%2Flecciones%2F3',
    );
    expect(answer).toBeInstanceOf(Response);
    const location = new URL(answer.headers.get('location') ?? '', 'http://aula.invalid');
    expect(location.pathname).toBe('/mx/impulsa/registro/verificar');
    expect(location.searchParams.get('phone_number')).toBe('5611112222');
    expect(location.searchParams.get('phone_number_country')).toBe('mx');
    expect(location.searchParams.get('redirect')).toBe('/mx/impulsa/seccion/lecciones/3');
  });

  it.each([
    ['a guessable PIN', { login_pin: '1111' }],
    ['terms not accepted', { accepts_terms: '' }],
  ])('draws the form back with what was typed for %s, 400', async (_case, fields) => {
    const posted = quick(fields);
    if (!posted.accepts_terms) delete (posted as Partial<typeof posted>).accepts_terms;
    const answer = await post(posted);
    expect(answer.init.status).toBe(400);
    expect(answer.data.values).toMatchObject({ first_name: 'Rosa', phone_number: { number: '5611112222' } });
  });

  it('says a number already registered as the API does, without sending the PIN back', async () => {
    server.use(
      http.post('*/api/mx/simple_register/', () =>
        HttpResponse.json(
          {
            error: 'validation_error',
            message: 'taken',
            fields: [{ field: 'phone_number', reason: 'is already registered' }],
          },
          { status: 400 },
        ),
      ),
    );
    const answer = await post(quick({ phone_number: '5550000001' }));
    expect(answer.init.status).toBe(400);
    expect(answer.data.refusal).toBeDefined();
    expect(answer.data.values.login_pin).toBe('');
  });

  it('refuses a form it does not know', async () => {
    expect((await post({ _form: 'facebook' })).init.status).toBe(400);
  });
});
