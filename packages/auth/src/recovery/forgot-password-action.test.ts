import { useMswServer } from '@aula/testing/msw';
import { postToAction } from '@aula/testing/page-action';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { forgotPasswordAction } from './forgot-password-action';

// The forgot-password page's forms posted to the server before the app runs. Bad input tried: an
// address without its domain ("demo@"), a number cut short ("55 12"), a form the page has not;
// the API's refusal tried: too many requests (429, retry_after 900).

const server = useMswServer();

type Answer = {
  data: { form: string | null; values: Record<string, unknown>; refusal?: { code: string; retryAfter?: number } };
  init: { status?: number };
} & Response;

const post = async (fields: Record<string, string>) =>
  (await postToAction(forgotPasswordAction, '/mx/impulsa/recuperar', { country: 'mx', allyCode: 'impulsa' }, fields))
    .answer as unknown as Answer;

const locationOf = (answer: Answer) => new URL(answer.headers.get('location') ?? '', 'http://aula.invalid');

describe('forgotPasswordAction', () => {
  it('sends the link by email and shows the page’s “sent” state, the address in it, 303', async () => {
    const answer = await post({ _form: 'email', email: ' demo@impulsa.example ' });
    expect(answer).toBeInstanceOf(Response);
    const location = locationOf(answer);
    expect(location.pathname).toBe('/mx/impulsa/recuperar');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      metodo: 'correo',
      email: 'demo@impulsa.example',
      enviado: '1',
    });
  });

  it('answers an address with no account exactly like one with an account', async () => {
    const known = locationOf(await post({ _form: 'email', email: 'demo@impulsa.example' }));
    const unknown = locationOf(await post({ _form: 'email', email: 'nadie@impulsa.example' }));
    known.searchParams.delete('email');
    unknown.searchParams.delete('email');
    expect(unknown.href).toBe(known.href);
  });

  it('sends the link by WhatsApp and shows the “sent” state with the number as typed', async () => {
    const answer = await post({ _form: 'phone', phone_number: '55 5000 0001', phone_number_country: 'mx' });
    const location = locationOf(answer);
    expect(location.pathname).toBe('/mx/impulsa/recuperar');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      metodo: 'whatsapp',
      phone_number: '55 5000 0001',
      phone_number_country: 'mx',
      enviado: '1',
    });
  });

  it('draws an address without its domain back with what was typed, 400, calling nothing', async () => {
    const answer = await post({ _form: 'email', email: 'demo@' });
    expect(answer.init.status).toBe(400);
    expect(answer.data).toEqual({ form: 'email', values: { email: 'demo@' } });
  });

  it('draws a number cut short back with what was typed, 400', async () => {
    const answer = await post({ _form: 'phone', phone_number: '55 12', phone_number_country: 'mx' });
    expect(answer.init.status).toBe(400);
    expect(answer.data).toEqual({ form: 'phone', values: { phone_number: { country: 'mx', number: '55 12' } } });
  });

  it('shows the wait a rate-limited request asks for, the address kept', async () => {
    server.use(
      http.post('*/api/send-reset-password/', () =>
        HttpResponse.json({ error: 'rate_limited', message: 'Too many', retry_after: 900 }, { status: 429 }),
      ),
    );
    const answer = await post({ _form: 'email', email: 'demo@impulsa.example' });
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({
      form: 'email',
      values: { email: 'demo@impulsa.example' },
      refusal: { code: 'rate_limited', retryAfter: 900 },
    });
  });

  it('refuses a form the page has not, 400', async () => {
    const answer = await post({ _form: 'password', email: 'demo@impulsa.example' });
    expect(answer.init.status).toBe(400);
    expect(answer.data.form).toBeNull();
  });
});
