import { EXPIRED_RESET_TOKEN, RESET_UIDB64, VALID_RESET_TOKEN, VALID_WA_CODE } from '@aula/mocks/fixtures/secrets';
import { server } from '@aula/mocks/node';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountApi } from './account';
import { catalogsApi } from './catalogs';
import { readUserAccess } from './cookies';
import { describeApiError } from './errors';
import { selectIsSignedIn, selectSessionUser } from './session';
import { configureApiClient } from './settings';
import { setupStore } from './store';
import { setCookie } from './test/cookies';
import { recordRequests, requestLines } from './test/requests';

const newLearner = { first_name: 'Rosa', phone_number: '+51987654321', login_pin: '4821', ally_code: 'crecer' };

describe('account rules of the spec', () => {
  it('resetLoginPin always PUTs to /api/mx/, whatever the country cookie says', async () => {
    setCookie('country', 'pe');
    const requests = recordRequests();

    await setupStore().dispatch(accountApi.endpoints.resetLoginPin.initiate({ phone_number: '+51987654321' }));

    expect(requestLines(requests)).toEqual(['PUT /api/mx/reset_login_pin/']);
  });

  it('verifyPhoneNumber strips the leading plus before sending the number', async () => {
    const requests = recordRequests();

    const { data } = await setupStore().dispatch(accountApi.endpoints.verifyPhoneNumber.initiate('+525550000001'));

    expect(requestLines(requests)).toEqual(['GET /api/verify-phone-number?phone_number=525550000001']);
    expect(data).toEqual({ exists: true, has_password: true, has_pin: true });
  });

  it('recovery calls send the configured front-end base url, by default the page origin', async () => {
    const requests = recordRequests();
    const store = setupStore();

    await store.dispatch(accountApi.endpoints.sendResetPassword.initiate({ email: 'demo@impulsa.example' }));
    configureApiClient({ frontendBaseUrl: 'https://crecer.aula.example' });
    await store.dispatch(accountApi.endpoints.sendPhoneToken.initiate({ phone_number: '+525550000002' }));

    const bodies = await Promise.all(requests.map((request) => request.json()));
    expect(bodies.map((body) => body.url_base)).toEqual([globalThis.location.origin, 'https://crecer.aula.example']);
  });
});

describe('verificationToken (spec section 8)', () => {
  const check = (token: string) =>
    setupStore().dispatch(accountApi.endpoints.verificationToken.initiate({ token, uidb64: RESET_UIDB64 }));

  it('answers valid for a live reset link', async () => {
    expect((await check(VALID_RESET_TOKEN)).data).toEqual({ valid: true });
  });

  it("turns an expired link's HTTP error into an error carrying the server's message", async () => {
    const result = await check(EXPIRED_RESET_TOKEN);

    expect(result.error).toMatchObject({ status: 400, message: 'The reset link has expired' });
    expect(describeApiError(result.error)).toMatchObject({
      code: 'invalid_token',
      message: 'The reset link has expired',
    });
  });

  it("throws the server's message from unwrap, also when the body is not the API's error shape", async () => {
    server.use(
      http.get('*/api/verification-token/', () => HttpResponse.json({ detail: 'Token caducado' }, { status: 400 })),
    );

    await expect(check(VALID_RESET_TOKEN).unwrap()).rejects.toMatchObject({ message: 'Token caducado', status: 400 });
  });

  it("carries the server's message when the error body is plain text", async () => {
    server.use(http.get('*/api/verification-token/', () => HttpResponse.text('Enlace inválido', { status: 400 })));

    const { error } = await check(VALID_RESET_TOKEN);

    expect(describeApiError(error)).toMatchObject({ message: 'Enlace inválido', status: 400 });
  });
});

describe('waValidation', () => {
  it('stores the token, signs in and resets the cache when the code activates a registration', async () => {
    const store = setupStore();
    await store.dispatch(catalogsApi.endpoints.getCountries.initiate());
    await store.dispatch(
      accountApi.endpoints.simpleRegister.initiate({
        country: 'pe',
        registration: { ...newLearner, accepts_terms: true },
      }),
    );

    const { data } = await store.dispatch(
      accountApi.endpoints.waValidation.initiate({
        phone_number: newLearner.phone_number,
        verification_code: VALID_WA_CODE,
      }),
    );

    expect(readUserAccess()).toBe(data?.session?.user.access);
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(selectSessionUser(store.getState())).toMatchObject({ name: 'Rosa', country: 'pe', ally_code: 'crecer' });
    expect(catalogsApi.endpoints.getCountries.select()(store.getState()).status).toBe('uninitialized');
  });

  it('leaves the visitor anonymous when the code only verifies a known phone', async () => {
    const store = setupStore();

    const { data } = await store.dispatch(
      accountApi.endpoints.waValidation.initiate({ phone_number: '+525550000001', verification_code: VALID_WA_CODE }),
    );

    expect(data).toEqual({ verified: true, session: null });
    expect([readUserAccess(), selectIsSignedIn(store.getState())]).toEqual([undefined, false]);
  });

  it('reports a wrong code as invalid_code', async () => {
    const { error } = await setupStore().dispatch(
      accountApi.endpoints.waValidation.initiate({ phone_number: '+525550000001', verification_code: '000000' }),
    );
    expect(describeApiError(error).code).toBe('invalid_code');
  });
});
