import { EXPIRED_RESET_TOKEN, RESET_UIDB64, VALID_RESET_TOKEN } from '@aula/mocks/fixtures/secrets';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { postToAction } from '@aula/testing/page-action';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { resetPasswordAction } from './reset-password-action';

// The reset link's new password posted to the server before the app runs. Bad input tried: a
// password too short ("corta"), a copy that differs ("otra-cosa-larga"), both boxes empty, an
// expired link, a link without its token, a form the page has not; the API's refusal tried: a
// password too common ("password123", said by the API alone).

const server = useMswServer();

type Answer = {
  data: {
    form: string | null;
    values: Record<string, unknown>;
    refusal?: { code: string; fields: { field: string; reason: string }[] };
  };
  init: { status?: number };
} & Response;

const post = async (fields: Record<string, string>, query = `?uidb64=${RESET_UIDB64}&token=${VALID_RESET_TOKEN}`) =>
  (
    await postToAction(
      resetPasswordAction,
      `/mx/impulsa/restablecer${query}`,
      { country: 'mx', allyCode: 'impulsa' },
      { _form: 'password', ...fields },
    )
  ).answer as unknown as Answer;

const BLANK = { password: '', confirm_password: '' };

describe('resetPasswordAction', () => {
  it('saves the new password and sends the learner to sign in with it, 303', async () => {
    const answer = await post({ password: 'una-clave-nueva', confirm_password: 'una-clave-nueva' });
    expect(answer).toBeInstanceOf(Response);
    expect(answer.headers.get('location')).toBe('/mx/impulsa/login');
    expect(mockState().users[0]?.password).toBe('una-clave-nueva');
  });

  it.each([
    [
      'a password too short',
      { password: 'corta', confirm_password: 'corta' },
      'password',
      'must have at least 8 characters',
    ],
    [
      'a copy that differs',
      { password: 'una-clave-nueva', confirm_password: 'otra-cosa-larga' },
      'confirm_password',
      'does not match',
    ],
    ['both boxes empty', { password: '', confirm_password: '' }, 'password', 'is required'],
  ])('draws %s back with its fault and both boxes empty, 400, saving nothing', async (_case, fields, field, reason) => {
    const before = mockState().users[0]?.password;
    const answer = await post(fields);
    expect(answer.init.status).toBe(400);
    expect(answer.data.values).toEqual(BLANK);
    expect(answer.data.refusal?.fields).toEqual([{ field, reason }]);
    expect(mockState().users[0]?.password).toBe(before);
  });

  it('says an expired link is dead, the boxes empty', async () => {
    const answer = await post(
      { password: 'una-clave-nueva', confirm_password: 'una-clave-nueva' },
      `?uidb64=${RESET_UIDB64}&token=${EXPIRED_RESET_TOKEN}`,
    );
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({ form: 'password', values: BLANK, refusal: { code: 'invalid_token' } });
  });

  it('says a link without its token is dead, without calling the API', async () => {
    const answer = await post(
      { password: 'una-clave-nueva', confirm_password: 'una-clave-nueva' },
      `?uidb64=${RESET_UIDB64}`,
    );
    expect(answer.data.refusal?.code).toBe('invalid_token');
    expect(mockState().usedResetTokens).toEqual([]);
  });

  it('shows the API’s refusal of a password too common, never sending it back', async () => {
    server.use(
      http.patch('*/api/set-new-password/', () =>
        HttpResponse.json(
          { error: 'bad_request', message: 'Invalid input', fields: [{ field: 'password', reason: 'is too common' }] },
          { status: 400 },
        ),
      ),
    );
    const answer = await post({ password: 'password123', confirm_password: 'password123' });
    expect(answer.init.status).toBe(400);
    expect(answer.data.values).toEqual(BLANK);
    expect(answer.data.refusal?.fields).toEqual([{ field: 'password', reason: 'is too common' }]);
  });

  it('refuses a form the page has not, 400', async () => {
    const answer = await post({ _form: 'email', password: 'una-clave-nueva', confirm_password: 'una-clave-nueva' });
    expect(answer.init.status).toBe(400);
    expect(answer.data.form).toBeNull();
  });
});
