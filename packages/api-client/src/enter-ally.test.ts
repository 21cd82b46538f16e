import { demoUsers } from '@aula/mocks/fixtures/users';
import { describe, expect, it } from 'vitest';
import { hasSession, writeUserAccess } from './cookies';
import { setCurrentSite } from './current-ally';
import { enterAlly } from './enter-ally';
import { landingApi } from './landing';
import { selectIsSignedIn, selectSessionUser, signedIn, signedOut } from './session';
import { setupStore } from './store';
import { cookieValue, setCookie } from './test/cookies';

const impulsa = { country: 'mx', allyCode: 'impulsa' };
const crecer = { country: 'mx', allyCode: 'crecer' };
/** Impulsa's demo learner, as the mock login answers her. */
const maria = demoUsers[0]?.user ?? expect.unreachable();

describe('sessions scoped to their ally', () => {
  it('writes the signed-in mark under the current ally’s own cookie name, and never a token', () => {
    setCurrentSite(impulsa);
    writeUserAccess('learner');
    expect(cookieValue('user_access.impulsa')).toBe('learner');
    expect(document.cookie).not.toMatch(/(^|; )token/);
  });

  it('reads no session on another ally’s site', () => {
    setCookie('user_access.impulsa', 'learner');
    setCurrentSite(crecer);
    expect(hasSession()).toBe(false);
    setCurrentSite(impulsa);
    expect(hasSession()).toBe(true);
  });

  it('entering another ally takes up its session and drops what was cached for the previous one', async () => {
    setCookie('user_access.impulsa', 'learner');
    const store = setupStore();
    enterAlly(store.dispatch, impulsa);
    expect(selectIsSignedIn(store.getState())).toBe(true);
    await store.dispatch(landingApi.endpoints.getLandingPage.initiate('impulsa'));
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);

    enterAlly(store.dispatch, crecer);
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(store.getState().api.queries).toEqual({});

    enterAlly(store.dispatch, impulsa);
    expect(selectIsSignedIn(store.getState())).toBe(true);
  });

  it('keeps the learner’s name with their ally’s session across a reload, and forgets it on sign-out', () => {
    setCurrentSite(impulsa);
    setCookie('user_access.impulsa', 'learner');
    const first = setupStore();
    first.dispatch(signedIn(maria));
    // A reload is a new store reading the cookies and this device's storage.
    expect(selectSessionUser(setupStore().getState())?.name).toBe(maria.name);
    setCurrentSite(crecer);
    expect(selectSessionUser(setupStore().getState())).toBeNull();
    setCurrentSite(impulsa);
    first.dispatch(signedOut());
    expect(localStorage.getItem('aula.session-user.impulsa')).toBeNull();
  });

  it('ignores a stored user that is not readable JSON (bad input in storage)', () => {
    setCurrentSite(impulsa);
    setCookie('user_access.impulsa', 'learner');
    localStorage.setItem('aula.session-user.impulsa', '{no es json');
    const state = setupStore().getState();
    expect(selectIsSignedIn(state)).toBe(true);
    expect(selectSessionUser(state)).toBeNull();
  });
});
