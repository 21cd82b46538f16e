import { clearAllCookies, plantSession } from '@aula/testing/cookies';
import { useMswServer } from '@aula/testing/msw';
import { postToAction } from '@aula/testing/page-action';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { personalDataAction } from './personal-action';

// The personal details form posted to the server before the app runs.
// Bad input tried: an empty first name, a new email without the current secret, a gender not
// offered, a form the screen has not.

useMswServer();
beforeEach(() => plantSession('mock-token-1'));
afterEach(clearAllCookies);

type Answer = { data: { form: string; values: Record<string, unknown>; secret?: string }; init: { status?: number } };

const post = async (fields: Record<string, string>): Promise<Answer> =>
  (await postToAction(personalDataAction, '/mx/impulsa/seccion/perfil/datos-personales', {}, fields))
    .answer as unknown as Answer;

describe('personalDataAction', () => {
  it('saves a new last name and goes back to the form on this site, saying it was saved', async () => {
    const answer: unknown = await post({ _form: 'personal', first_name: 'María', last_name: 'Sin Script' });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toBe('/mx/impulsa/seccion/perfil/datos-personales?guardado=1');
  });

  it('draws an empty first name back with the values sent, 400', async () => {
    const answer = await post({ _form: 'personal', first_name: '', last_name: 'Demo' });
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({ form: 'personal', values: { first_name: '', last_name: 'Demo' } });
  });

  it('asks for the current secret when the email moves, and never sends a secret back', async () => {
    const answer = await post({
      _form: 'personal',
      first_name: 'María',
      email: 'nueva@impulsa.example',
      current_password: '',
    });
    expect(answer.init.status).toBe(400);
    expect(answer.data.secret).toBe('password');
    expect(answer.data.values).toMatchObject({ email: 'nueva@impulsa.example', current_password: '', current_pin: '' });
  });

  it('keeps the saved gender for one not offered, and refuses a form it does not know', async () => {
    const answer = await post({ _form: 'personal', first_name: '', gender: 'robot' });
    expect(answer.data.values.gender).not.toBe('robot');
    const unknown = await post({ _form: 'business', name: 'x' });
    expect(unknown.init.status).toBe(400);
  });
});
