import { useMswServer } from '@aula/testing/msw';
import { postToAction } from '@aula/testing/page-action';
import { describe, expect, it } from 'vitest';
import { signInAction } from './sign-in-action';

// The sign-in page's forms as the server answers them when posted before the app runs.
// Bad input tried: a number too short, a wrong password, an empty email, a form the page has not.

useMswServer();

const post = (fields: Record<string, string | string[]>, search = '') =>
  postToAction(signInAction, `/mx/impulsa/login${search}`, { country: 'mx', allyCode: 'impulsa' }, fields);

/** A react-router `data()` answer's body and status. */
const dataOf = (answer: unknown) => answer as { data: Record<string, unknown>; init: { status?: number } | null };

describe('signInAction', () => {
  it('answers a known number with the secrets its account has, the number kept', async () => {
    const { answer } = await post({ _form: 'phone', phone_number: '5550000001', phone_number_country: 'mx' });
    const { data, init } = dataOf(answer);
    expect(init?.status ?? 200).toBe(200);
    expect(data).toMatchObject({
      form: 'phone',
      found: { exists: true },
      values: { phone_number: { number: '5550000001' } },
    });
  });

  it('sends a short number back, 400, to be marked by the form’s own rules', async () => {
    const { answer } = await post({ _form: 'phone', phone_number: '12', phone_number_country: 'mx' });
    expect(dataOf(answer).init?.status).toBe(400);
    expect(dataOf(answer).data).toEqual({ form: 'phone', values: { phone_number: { country: 'mx', number: '12' } } });
  });

  it('signs in by email and goes to the safe redirect asked for, the session in the store', async () => {
    const { answer, store } = await post(
      { _form: 'email', email: 'demo@impulsa.example', password: 'Aula-demo-2026' },
      '?redirect=%2Fmx%2Fimpulsa%2Fseccion%2Flecciones%2F5',
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toBe('/mx/impulsa/seccion/lecciones/5');
    expect(store.getState().session.signedIn).toBe(true);
  });

  it('never redirects off the site, and refuses a wrong password without sending it back', async () => {
    const away = await post(
      { _form: 'email', email: 'demo@impulsa.example', password: 'Aula-demo-2026' },
      '?redirect=%2F%2Fevil.example',
    );
    expect((away.answer as Response).headers.get('location')).toBe('/mx/impulsa/seccion');
    const { answer } = await post({ _form: 'email', email: 'demo@impulsa.example', password: 'wrong-one-123' });
    const { data, init } = dataOf(answer);
    expect(init?.status).toBe(400);
    expect(data).toMatchObject({ form: 'email', values: { email: 'demo@impulsa.example', password: '' } });
    expect(data.refusal).toMatchObject({ code: 'invalid_credentials' });
  });

  it('shows the secret step again with the PIN chosen, trying nothing', async () => {
    const { answer } = await post({
      _form: 'secret',
      phone_number: '5550000001',
      phone_number_country: 'mx',
      mode: 'password',
      modes: ['password', 'pin'],
      show_mode: 'pin',
    });
    expect(dataOf(answer).data).toMatchObject({ form: 'secret', mode: 'pin', modes: ['password', 'pin'], shown: true });
  });

  it('answers an empty email and a form it does not know with 400', async () => {
    const empty = await post({ _form: 'email', email: '', password: '' });
    expect(dataOf(empty.answer).init?.status).toBe(400);
    const unknown = await post({ _form: 'register', email: 'x' });
    expect(dataOf(unknown.answer).init?.status).toBe(400);
  });
});
