import { useMswServer } from '@aula/testing/msw';
import { postToAction } from '@aula/testing/page-action';
import { describe, expect, it } from 'vitest';
import { verifyAction } from './verify-action';

// The code screen's forms posted before the app runs. Bad input tried: a wrong code, a form the
// page has not.

useMswServer();

const post = async (fields: Record<string, string | string[]>) =>
  (await postToAction(verifyAction, '/mx/impulsa/registro/verificar', { country: 'mx', allyCode: 'impulsa' }, fields))
    .answer as unknown as { data: { form: string; refusal?: { code: string } }; init: { status?: number } } & Response;

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
});
