import { demoUsers } from '@aula/mocks/fixtures/users';
import { describe, expect, it } from 'vitest';
import { selectIsSignedIn, selectSessionUser, signedIn, signedOut } from './session';
import { setupStore } from './store';
import { setCookie } from './test/cookies';

/** Impulsa's demo learner, as the mock login answers her. */
const maria = demoUsers[0]?.user ?? expect.unreachable();

describe('store and session', () => {
  it('starts anonymous without the signed-in mark and signed in with it', () => {
    expect(selectIsSignedIn(setupStore().getState())).toBe(false);
    setCookie('user_access', 'learner');
    expect(selectIsSignedIn(setupStore().getState())).toBe(true);
  });

  it('records the signed-in user and forgets it on sign-out', () => {
    const store = setupStore();
    store.dispatch(signedIn(maria));
    expect(selectSessionUser(store.getState())).toEqual(maria);

    store.dispatch(signedOut());
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(selectSessionUser(store.getState())).toBeNull();
  });

  it('accepts a preloaded session, as renderWithProviders passes it', () => {
    const store = setupStore({ session: { signedIn: true, user: maria } });
    expect(selectSessionUser(store.getState())?.name).toBe(maria.name);
  });
});
