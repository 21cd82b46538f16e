import { VALID_WA_CODE } from '@aula/mocks/fixtures/secrets';
import { useMswServer } from '@aula/testing/msw';
import { postToAction } from '@aula/testing/page-action';
import { describe, expect, it } from 'vitest';
import { registerAction } from '../register/register-action';
import { verifyAction } from './verify-action';

// The code screen's forms posted before the app runs. Bad input tried: a wrong code, a form the
// page has not.

useMswServer();

const site = { country: 'mx', allyCode: 'impulsa' };
const post = async (fields: Record<string, string | string[]>, search = '') =>
  (await postToAction(verifyAction, `/mx/impulsa/registro/verificar${search}`, site, fields)).answer as unknown as {
    data: { form: string; refusal?: { code: string } };
    init: { status?: number };
  } & Response;

/** A shared lesson the learner was going to when they started registering. */
const LESSON = '/mx/impulsa/seccion/lecciones/3';
const backToLesson = `?redirect=${encodeURIComponent(LESSON)}`;
const locationOf = (answer: Response) => answer.headers.get('location') ?? '';

const number = { phone_number: '5550000001', phone_number_country: 'mx' };

describe('verifyAction', () => {
  it('refuses a wrong code, six boxes joined, and asks for it again', async () => {
    const answer = await post({ _form: 'code', ...number, verification_code: ['0', '0', '0', '0', '0', '0'] });
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({ form: 'code', values: { verification_code: '' } });
    expect(answer.data.refusal).toBeDefined();
  });

  it('sends another code and comes back to the screen with the number and the new time', async () => {
    const answer = await post({ _form: 'code', ...number, resend: '1' });
    const location = new URL(answer.headers.get('location') ?? '', 'http://aula.invalid');
    expect(location.pathname).toBe('/mx/impulsa/registro/verificar');
    expect(location.searchParams.get('phone_number')).toBe('5550000001');
    expect(Number(location.searchParams.get('enviado'))).toBeGreaterThan(0);
  });

  it('sends a code to the number asked for on a screen opened without one (the number form)', async () => {
    const answer = await post({ _form: 'ask', phone_number: '5550009999', phone_number_country: 'mx' });
    const location = new URL(answer.headers.get('location') ?? '', 'http://aula.invalid');
    expect(location.pathname).toBe('/mx/impulsa/registro/verificar');
    expect(location.searchParams.get('phone_number')).toBe('5550009999');
  });

  it('refuses a form it does not know', async () => {
    expect((await post({ _form: 'other', ...number })).init.status).toBe(400);
  });

  it('signs a new account in with the right code and takes it to the lesson it registered for', async () => {
    const registration = {
      _form: 'quick',
      first_name: 'Rosa',
      phone_number: '5611113333',
      phone_number_country: 'mx',
      login_pin: '4827',
      accepts_terms: 'on',
    };
    await postToAction(registerAction, `/mx/impulsa/registro${backToLesson}`, site, registration);
    const code = VALID_WA_CODE.split('');
    const answer = await post(
      { _form: 'code', phone_number: '5611113333', phone_number_country: 'mx', verification_code: code },
      backToLesson,
    );
    expect(locationOf(answer)).toBe(LESSON);
  });

  it('sends a number verified without a session to the sign-in, which still returns to the lesson', async () => {
    const code = VALID_WA_CODE.split('');
    const answer = await post({ _form: 'code', ...number, verification_code: code }, backToLesson);
    expect(locationOf(answer)).toBe(`/mx/impulsa/login${backToLesson}`);
    // Bad input tried: a return address on another site is dropped, not followed.
    const elsewhere = await post({ _form: 'code', ...number, verification_code: code }, '?redirect=//evil.example/x');
    expect(locationOf(elsewhere)).toBe('/mx/impulsa/login');
  });
});
