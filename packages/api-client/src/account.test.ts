import { MISSING_PASSWORD_PLACEHOLDER } from '@aula/contracts/auth';
import { DEMO_LOGIN_PIN, DEMO_PASSWORD } from '@aula/mocks/fixtures/users';
import { server } from '@aula/mocks/node';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountApi, asksSignOutOnArrival, SIGN_OUT_ON_ARRIVAL, signOut } from './account';
import { catalogsApi } from './catalogs';
import { readUserAccess } from './cookies';
import { describeApiError } from './errors';
import { lessonsApi } from './lessons';
import { selectIsSignedIn, selectSessionUser } from './session';
import { setupStore } from './store';
import { setCookie } from './test/cookies';
import { finishedLesson } from './test/demo';
import { recordRequests } from './test/requests';

const impulsaByEmail = { email: 'demo@impulsa.example', password: DEMO_PASSWORD };

async function sentBodies(requests: Request[]) {
  return Promise.all(requests.map((request) => request.json()));
}

describe('login endpoints', () => {
  it("login POSTs the credentials to the country's login path", async () => {
    const requests = recordRequests();

    const result = await setupStore().dispatch(
      accountApi.endpoints.login.initiate({ country: 'co', credentials: impulsaByEmail }),
    );

    expect(requests.map((request) => [request.method, new URL(request.url).pathname])).toEqual([
      ['POST', '/api/co/login/'],
    ]);
    expect(await sentBodies(requests)).toEqual([impulsaByEmail]);
    expect(result.data?.token).toBe('mock-token-1');
  });

  it('login for Mexico POSTs to the fixed /api/mx/login/, whatever the country cookie says', async () => {
    setCookie('country', 'pe');
    const requests = recordRequests();

    await setupStore().dispatch(accountApi.endpoints.login.initiate({ country: 'mx', credentials: impulsaByEmail }));

    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/mx/login/');
  });

  it('replaces a missing or empty password with the placeholder', async () => {
    const requests = recordRequests();
    const store = setupStore();
    const phoneAndPin = { phone_number: '+525550000002', login_pin: DEMO_LOGIN_PIN };

    const withoutPassword = await store.dispatch(
      accountApi.endpoints.login.initiate({ country: 'mx', credentials: phoneAndPin }),
    );
    await store.dispatch(
      accountApi.endpoints.login.initiate({ country: 'co', credentials: { ...phoneAndPin, password: '' } }),
    );

    expect((await sentBodies(requests)).map((body) => body.password)).toEqual([
      MISSING_PASSWORD_PLACEHOLDER,
      MISSING_PASSWORD_PLACEHOLDER,
    ]);
    expect(withoutPassword.data?.user.ally_code).toBe('crecer');
  });

  it('login keeps only the signed-in mark (not the token), signs the user in and resets cached state', async () => {
    const store = setupStore();
    const countries = store.dispatch(catalogsApi.endpoints.getCountries.initiate());
    await countries;
    countries.unsubscribe();
    expect(catalogsApi.endpoints.getCountries.select()(store.getState()).status).toBe('fulfilled');

    await store.dispatch(accountApi.endpoints.login.initiate({ country: 'mx', credentials: impulsaByEmail }));

    // The token stays in the API's HttpOnly cookie; the page keeps only the non-secret mark.
    expect(readUserAccess()).toBe('learner');
    expect(localStorage.getItem('aula.session-user')).not.toContain('mock-token');
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(selectSessionUser(store.getState())?.email).toBe('demo@impulsa.example');
    expect(catalogsApi.endpoints.getCountries.select()(store.getState()).status).toBe('uninitialized');

    const lesson = await store.dispatch(lessonsApi.endpoints.getLesson.initiate(finishedLesson.id));
    expect(lesson.data?.id).toBe(finishedLesson.id);
  });

  it('a refused login stores nothing and reports invalid credentials', async () => {
    const store = setupStore();

    const result = await store.dispatch(
      accountApi.endpoints.login.initiate({ country: 'mx', credentials: { ...impulsaByEmail, password: 'nope' } }),
    );

    expect(describeApiError(result.error)).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid credentials',
      fields: [],
      status: 400,
    });
    expect(readUserAccess()).toBeUndefined();
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });
});

describe('signOut', () => {
  it('ends the token on the server, then clears the cookies, the session and cached state', async () => {
    const store = setupStore();
    await store.dispatch(accountApi.endpoints.login.initiate({ country: 'mx', credentials: impulsaByEmail }));
    await store.dispatch(lessonsApi.endpoints.getLesson.initiate(101));
    const requests = recordRequests();

    await store.dispatch(signOut());

    expect(requests.map((request) => [request.method, new URL(request.url).pathname])).toEqual([
      ['POST', '/api/logout/'],
    ]);
    // The session goes as the cookie, never as a header a script would have had to read.
    expect(requests[0]?.headers.has('authorization')).toBe(false);
    expect(requests[0]?.credentials).toBe('include');
    expect(readUserAccess()).toBeUndefined();
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(selectSessionUser(store.getState())).toBeNull();
    expect(store.getState().api.queries).toEqual({});
  });

  it('tells a location that asks to sign out on arrival from any other', () => {
    expect(asksSignOutOnArrival(SIGN_OUT_ON_ARRIVAL)).toBe(true);
    // Bad input: no state, another page's state, a look-alike that is not true.
    expect(asksSignOutOnArrival(null)).toBe(false);
    expect(asksSignOutOnArrival(undefined)).toBe(false);
    expect(asksSignOutOnArrival({ from: '/mx/impulsa/seccion' })).toBe(false);
    expect(asksSignOutOnArrival({ signOutOnArrival: 'true' })).toBe(false);
  });

  it('still signs out on this device when the server cannot be reached (network down)', async () => {
    const store = setupStore();
    await store.dispatch(accountApi.endpoints.login.initiate({ country: 'mx', credentials: impulsaByEmail }));
    server.use(http.post('*/api/logout/', () => HttpResponse.error()));

    await store.dispatch(signOut());

    expect(readUserAccess()).toBeUndefined();
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('does not call the server when there is no token to end', async () => {
    const requests = recordRequests();

    await setupStore().dispatch(signOut());

    expect(requests).toEqual([]);
  });
});
