import { server } from '@aula/mocks/node';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enterAlly } from '../enter-ally';
import { selectIsSignedIn } from '../session';
import { configureApiClient } from '../settings';
import { setupStore } from '../store';
import { fakeBaseQueryApi } from '../test/base-query-api';
import { cookieValue, removeCookie, setCookie } from '../test/cookies';
import { withAuthFailureRedirect } from './auth-failure';
import { fetchFromApi } from './fetch-from-api';

const baseQuery = withAuthFailureRedirect(fetchFromApi);
const navigate = vi.fn();
/** The page the learner is on when the session ends. */
const LESSON_PAGE = '/mx/impulsa/seccion/lecciones/101?parte=2';
const BACK_TO_LESSON = `redirect=${encodeURIComponent(LESSON_PAGE)}`;

function answer(path: string, status: number) {
  server.use(http.get(`*${path}`, () => HttpResponse.json({ error: 'x', message: 'x' }, { status })));
}

describe('auth failure step', () => {
  beforeEach(() => {
    navigate.mockReset();
    configureApiClient({ navigate });
    setCookie('country', 'mx');
    setCookie('ally_code', 'impulsa');
    setCookie('token', 'mock-token-expired');
    setCookie('user_access', 'learner');
    window.history.replaceState(null, '', LESSON_PAGE);
  });

  it('redirects to /mx/impulsa/login on 401 with the page to come back to, and forgets the session', async () => {
    const store = setupStore();
    const api = fakeBaseQueryApi({ dispatch: store.dispatch, getState: store.getState });

    const result = await baseQuery('/api/lessons/101/', api, {});

    expect(result.error).toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`/mx/impulsa/login?${BACK_TO_LESSON}`);
    expect(cookieValue('user_access')).toBeUndefined();
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('sends a tab to its own ally’s login on 401, not to the ally another tab chose last', async () => {
    setCookie('token.crecer', 'mock-token-expired');
    setCookie('user_access.crecer', 'learner');
    const store = setupStore();
    store.dispatch(enterAlly({ country: 'co', allyCode: 'crecer' }));
    window.history.replaceState(null, '', '/co/crecer/seccion/favoritos');

    await baseQuery('/api/lessons/101/', fakeBaseQueryApi({ dispatch: store.dispatch, getState: store.getState }), {});

    expect(navigate).toHaveBeenCalledExactlyOnceWith('/co/crecer/login?redirect=%2Fco%2Fcrecer%2Fseccion%2Ffavoritos');
    expect(cookieValue('user_access.crecer')).toBeUndefined();
    // Only this ally's mark goes: the one outside any ally (from beforeEach) stays.
    expect(cookieValue('user_access')).toBe('learner');
  });

  it('leaves a 403 (a prize not yet earned) to the screen: no sign-in page, the session kept', async () => {
    server.use(
      http.get('*/api/achievements/4/prize_access/', () =>
        HttpResponse.json({ error: 'not_earned', message: 'x' }, { status: 403 }),
      ),
    );
    const api = fakeBaseQueryApi();

    const result = await baseQuery('/api/achievements/4/prize_access/', api, {});

    expect(result.error).toMatchObject({ status: 403, data: { error: 'not_earned' } });
    expect(navigate).not.toHaveBeenCalled();
    expect(cookieValue('user_access')).toBe('learner');
    expect(api.dispatch).not.toHaveBeenCalled();
  });

  // A session the server ended whose cookies this device kept (a sign-out cut short by leaving the
  // page): on the sign-in page, its way back and what was typed stay.
  it.each([
    '/mx/impulsa/login?redirect=%2Fmx%2Fimpulsa%2Fseccion&metodo=correo',
    '/mx/impulsa',
    '/mx/impulsa/blog/inventario-en-una-hora',
    '/settings',
  ])('leaves a visitor on a page that needs no session (%s) where they are, the session forgotten', async (page) => {
    window.history.replaceState(null, '', page);
    const store = setupStore();

    await baseQuery(
      '/api/personal_data/',
      fakeBaseQueryApi({ dispatch: store.dispatch, getState: store.getState }),
      {},
    );

    expect(navigate).not.toHaveBeenCalled();
    expect(cookieValue('user_access')).toBeUndefined();
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('sends a team member on a console page to sign in, with the page to come back to', async () => {
    window.history.replaceState(null, '', '/mx/impulsa/consola/modulos');

    await baseQuery('/api/console/modules/', fakeBaseQueryApi(), {});

    expect(navigate).toHaveBeenCalledExactlyOnceWith('/mx/impulsa/login?redirect=%2Fmx%2Fimpulsa%2Fconsola%2Fmodulos');
  });

  it('leaves through the router in force when the request was sent, not one configured while it was out', async () => {
    let answerNow = () => {};
    const answered = new Promise<void>((resolve) => {
      answerNow = resolve;
    });
    server.use(
      http.get('*/api/lessons/7/', async () => {
        await answered;
        return HttpResponse.json({ error: 'x', message: 'x' }, { status: 401 });
      }),
    );
    const pending = baseQuery('/api/lessons/7/', fakeBaseQueryApi(), {});
    const later = vi.fn();
    configureApiClient({ navigate: later });
    answerNow();
    await pending;

    expect(navigate).toHaveBeenCalledExactlyOnceWith(`/mx/impulsa/login?${BACK_TO_LESSON}`);
    expect(later).not.toHaveBeenCalled();
  });

  it('does not redirect for verify-phone-number', async () => {
    answer('/api/verify-phone-number', 401);

    const result = await baseQuery('/api/verify-phone-number?phone_number=525550000001', fakeBaseQueryApi(), {});

    expect(result.error).toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
    expect(cookieValue('user_access')).toBe('learner');
  });

  it('does not send a sign-out whose token had already ended to the login page', async () => {
    server.use(http.post('*/api/logout/', () => HttpResponse.json({ error: 'x', message: 'x' }, { status: 401 })));

    const result = await baseQuery({ url: '/api/logout/', method: 'POST' }, fakeBaseQueryApi(), {});

    expect(result.error).toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to / when cookies are missing', async () => {
    removeCookie('ally_code');

    await baseQuery('/api/lessons/101/', fakeBaseQueryApi(), {});

    expect(navigate).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('leaves other failures alone', async () => {
    answer('/api/landing_pages/nadie/', 404);

    await baseQuery('/api/landing_pages/nadie/', fakeBaseQueryApi(), {});

    expect(navigate).not.toHaveBeenCalled();
    expect(cookieValue('user_access')).toBe('learner');
  });
});
