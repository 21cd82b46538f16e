import { describe, expect, it } from 'vitest';
import { selectIsSignedIn, selectSessionUser, signedIn, signedOut } from './session';
import { setupStore } from './store';
import { setCookie } from './test/cookies';

const ana = {
  id: 1,
  name: 'Ana López',
  email: 'demo@impulsa.example',
  phone_number: '+525550000001',
  access: 'learner' as const,
  ally_code: 'impulsa',
  country: 'mx',
};

describe('store and session', () => {
  it('starts anonymous without a token cookie and signed in with one', () => {
    expect(selectIsSignedIn(setupStore().getState())).toBe(false);
    setCookie('token', 'mock-token-1');
    expect(selectIsSignedIn(setupStore().getState())).toBe(true);
  });

  it('records the signed-in user and forgets it on sign-out', () => {
    const store = setupStore();
    store.dispatch(signedIn(ana));
    expect(selectSessionUser(store.getState())).toEqual(ana);

    store.dispatch(signedOut());
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(selectSessionUser(store.getState())).toBeNull();
  });

  it('accepts a preloaded session, as renderWithProviders passes it', () => {
    const store = setupStore({ session: { signedIn: true, user: ana } });
    expect(selectSessionUser(store.getState())?.name).toBe('Ana López');
  });
});
