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

describe('a store’s own fetch', () => {
  it('sends every request of that store through it (the server renderer reads as one learner so)', async () => {
    const { modulesApi } = await import('./modules');
    const asked: string[] = [];
    const own = setupStore(undefined, {
      fetchFn: async (request) => {
        asked.push(`${request.method} ${new URL(request.url).pathname}`);
        return Response.json({ results: [] });
      },
    });
    const result = await own.dispatch(modulesApi.endpoints.getModules.initiate());
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual([]);
    expect(asked).toEqual(['GET /api/lesson_modules/']);
  });
});
