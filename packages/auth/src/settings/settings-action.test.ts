import { mockState } from '@aula/mocks/state';
import { clearAllCookies, plantSession } from '@aula/testing/cookies';
import { useMswServer } from '@aula/testing/msw';
import { postToAction } from '@aula/testing/page-action';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settingsAction } from './settings-action';

// The password form of the account page posted before the app runs. Bad input tried: a short
// password ("corta"), a copy that differs, no current password, a wrong current password
// ("otra-cosa"), a PIN-only account's current PIN of two digits ("12") and a wrong one ("9513"),
// a common password the API refuses ("12345678"), a form the page has not.

const server = useMswServer();
beforeEach(() => plantSession('mock-token-1'));
afterEach(clearAllCookies);

type Answer = {
  data: { form: string; values: Record<string, string>; refusal?: { code: string; fields: { field: string }[] } };
  init: { status?: number };
} & Response;

const post = async (fields: Record<string, string>) =>
  (await postToAction(settingsAction, '/mx/impulsa/seccion/cuenta', { country: 'mx', allyCode: 'impulsa' }, fields))
    .answer as unknown as Answer;

const change = (fields: Record<string, string> = {}) => ({
  _form: 'password',
  current_password: 'Aula-demo-2026',
  password: 'una-clave-nueva',
  confirm_password: 'una-clave-nueva',
  ...fields,
});

const refusedFields = (answer: Answer) => answer.data.refusal?.fields;
const noSecrets = { current_password: '', current_pin: '', password: '', confirm_password: '' };

describe('settingsAction', () => {
  it('changes the password and goes back to the page saying it changed', async () => {
    const answer = await post(change());
    expect(answer).toBeInstanceOf(Response);
    expect(answer.headers.get('location')).toBe('/mx/impulsa/seccion/cuenta?guardado=cambiada');
    expect(mockState().users[0]?.password).toBe('una-clave-nueva');
  });

  it.each([
    [
      'a short password',
      { password: 'corta', confirm_password: 'corta' },
      'password',
      'must have at least 8 characters',
    ],
    ['a copy that differs', { confirm_password: 'una-clave-distinta' }, 'confirm_password', 'does not match'],
    ['no current password', { current_password: '' }, 'current_password', 'is required'],
  ])('draws %s back, 400, without a secret', async (_case, fields, field, reason) => {
    const answer = await post(change(fields));
    expect(answer.init.status).toBe(400);
    expect(answer.data.values).toEqual(noSecrets);
    expect(refusedFields(answer)).toEqual([{ field, reason }]);
    expect(mockState().users[0]?.password).toBe('Aula-demo-2026');
  });

  it('draws the API refusing a wrong current password, without a secret', async () => {
    const answer = await post(change({ current_password: 'otra-cosa' }));
    expect(answer.init.status).toBe(400);
    expect(answer.data.values).toEqual(noSecrets);
    expect(refusedFields(answer)).toEqual([{ field: 'current_password', reason: 'is not your current password' }]);
  });

  it('draws the API refusing a common password', async () => {
    server.use(
      http.put('*/api/update_password/', () =>
        HttpResponse.json(
          { error: 'bad_request', message: 'Invalid input', fields: [{ field: 'password', reason: 'is too common' }] },
          { status: 400 },
        ),
      ),
    );
    const answer = await post(change({ password: '12345678', confirm_password: '12345678' }));
    expect(answer.init.status).toBe(400);
    expect(refusedFields(answer)).toEqual([{ field: 'password', reason: 'is too common' }]);
  });

  it('asks a PIN-only account for its PIN, and creates the first password with the right one', async () => {
    const demo = mockState().users[0];
    if (demo) demo.password = '';
    const first = { _form: 'password', password: 'mi-primera-clave', confirm_password: 'mi-primera-clave' };
    const malformed = await post({ ...first, current_pin: '12' });
    expect(refusedFields(malformed)).toEqual([{ field: 'current_pin', reason: 'must be 4 to 6 digits' }]);
    const wrong = await post({ ...first, current_pin: '9513' });
    expect(refusedFields(wrong)).toEqual([{ field: 'current_pin', reason: 'is not your current PIN' }]);
    expect(wrong.data.values).toEqual(noSecrets);
    // A current password posted to an account without one is not what proves it.
    const saved = await post({ ...first, current_password: 'Aula-demo-2026', current_pin: '2026' });
    expect(saved.headers.get('location')).toBe('/mx/impulsa/seccion/cuenta?guardado=creada');
    expect(demo?.password).toBe('mi-primera-clave');
  });

  it('refuses a form it does not know', async () => {
    expect((await post({ _form: 'pin', login_pin: '4827' })).init.status).toBe(400);
  });
});
