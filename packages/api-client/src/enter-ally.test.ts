import { demoUsers } from '@aula/mocks/fixtures/users';
import { describe, expect, it } from 'vitest';
import { hasSession } from './cookies';
import { enterAlly } from './enter-ally';
import { landingApi } from './landing';
import { selectIsSignedIn, selectSessionSite, selectSessionUser, signedIn, signedOut } from './session';
import { setupStore } from './store';
import { cookieValue, setCookie } from './test/cookies';
import { recordRequests } from './test/requests';

const impulsa = { country: 'mx', allyCode: 'impulsa' };
const crecer = { country: 'mx', allyCode: 'crecer' };
/** Impulsa's demo learner, as the mock login answers her. */
const maria = demoUsers[0]?.user ?? expect.unreachable();

/** A tab that has opened an ally's site: its own store, the ally entered by the route loader. */
function tabOn(site: typeof impulsa) {
  const store = setupStore();
  store.dispatch(enterAlly(site));
  return store;
}

describe('sessions scoped to their ally', () => {
  it('writes the signed-in mark under the entered ally’s own cookie name, and never a token', () => {
    tabOn(impulsa).dispatch(signedIn(maria));
    expect(cookieValue('user_access.impulsa')).toBe('learner');
    expect(cookieValue('user_access')).toBeUndefined();
    expect(document.cookie).not.toMatch(/(^|; )token/);
  });

  it('reads no session on another ally’s site', () => {
    setCookie('user_access.impulsa', 'learner');
    expect(hasSession('crecer')).toBe(false);
    expect(selectIsSignedIn(tabOn(crecer).getState())).toBe(false);
    expect(selectIsSignedIn(tabOn(impulsa).getState())).toBe(true);
  });

  it('entering another ally takes up its session and drops what was cached for the previous one', async () => {
    setCookie('user_access.impulsa', 'learner');
    const store = tabOn(impulsa);
    expect(selectIsSignedIn(store.getState())).toBe(true);
    await store.dispatch(landingApi.endpoints.getLandingPage.initiate('impulsa'));
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);

    store.dispatch(enterAlly(crecer));
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(store.getState().api.queries).toEqual({});

    store.dispatch(enterAlly(impulsa));
    expect(selectIsSignedIn(store.getState())).toBe(true);
  });

  it('keeps the session and the cache in another country of the same ally, under that country', async () => {
    setCookie('user_access.impulsa', 'learner');
    const store = tabOn(impulsa);
    store.dispatch(signedIn(maria));
    await store.dispatch(landingApi.endpoints.getLandingPage.initiate('impulsa'));

    store.dispatch(enterAlly({ country: 'co', allyCode: 'impulsa' }));

    expect(selectSessionSite(store.getState())).toEqual({ country: 'co', allyCode: 'impulsa' });
    expect(selectSessionUser(store.getState())?.name).toBe(maria.name);
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);
  });

  it('keeps the learner’s name with their ally’s session across a reload, and forgets it on sign-out', () => {
    const first = tabOn(impulsa);
    first.dispatch(signedIn(maria));
    // A reload is a new store reading the cookies and this device's storage.
    expect(selectSessionUser(tabOn(impulsa).getState())?.name).toBe(maria.name);
    expect(selectSessionUser(tabOn(crecer).getState())).toBeNull();
    first.dispatch(signedOut());
    expect(localStorage.getItem('aula.session-user.impulsa')).toBeNull();
    expect(cookieValue('user_access.impulsa')).toBeUndefined();
  });

  it('ignores a stored user that is not readable JSON (bad input in storage)', () => {
    setCookie('user_access.impulsa', 'learner');
    localStorage.setItem('aula.session-user.impulsa', '{no es json');
    const state = tabOn(impulsa).getState();
    expect(selectIsSignedIn(state)).toBe(true);
    expect(selectSessionUser(state)).toBeNull();
  });

  it('two tabs on two allies each name their own ally on every call', async () => {
    const requests = recordRequests();
    const impulsaTab = tabOn(impulsa);
    const crecerTab = tabOn(crecer);

    await crecerTab.dispatch(landingApi.endpoints.getLandingPage.initiate('crecer'));
    await impulsaTab.dispatch(landingApi.endpoints.getLandingPage.initiate('impulsa'));

    const allyOf = (code: string) =>
      requests.find((request) => request.url.includes(`/landing_pages/${code}/`))?.headers.get('x-aula-ally');
    expect([allyOf('impulsa'), allyOf('crecer')]).toEqual(['impulsa', 'crecer']);
  });
});
